// No text a person types holds these, and PostgreSQL refuses U+0000 outright (a 500 before this check):
// C0 controls, DEL, C1 controls, and halves of a surrogate pair (not text at all). Tab, line feed and carriage
// return are allowed in request bodies, where multi-line fields live (descriptions, cover letters, notes);
// nowhere in URLs.
// (\p{Cc} is exactly U+0000–U+001F and U+007F–U+009F; \p{Cs} matches a lone surrogate in a `u` regex.)
const FORBIDDEN_IN_BODY = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
const FORBIDDEN_IN_URL = /\p{Cc}|\p{Cs}/u;

export type TextPlace = 'body' | 'url';

/** True when a string, or any string or key inside a parsed JSON value or query, holds a forbidden character. */
export function hasControlCharacters(value: unknown, place: TextPlace): boolean {
  const forbidden = place === 'body' ? FORBIDDEN_IN_BODY : FORBIDDEN_IN_URL;
  // Iterative: a 100 KB body can nest arrays 50,000 deep.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (forbidden.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (forbidden.test(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}
