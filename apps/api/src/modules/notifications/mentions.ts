/** Someone who may be mentioned: a member of the conversation. */
export interface Mentionable {
  id: string;
  firstName: string;
  lastName: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The people among `members` that `text` mentions as '@First Last' or '@First' (any case), the name ending at a
 * non-letter so '@Ana' does not mention 'Anabela'. Only members are candidates, so nobody outside the
 * conversation is told of it.
 */
export function mentionedAmong(text: string, members: readonly Mentionable[]): string[] {
  if (!text.includes('@')) return [];
  const end = '(?![\\p{L}\\p{N}_])';
  return members
    .filter((member) => {
      const first = escapeRegExp(member.firstName.trim());
      const full = escapeRegExp(`${member.firstName.trim()} ${member.lastName.trim()}`);
      if (!first) return false;
      return new RegExp(`(?:^|[^\\p{L}\\p{N}_])@(?:${full}|${first})${end}`, 'iu').test(text);
    })
    .map((member) => member.id);
}
