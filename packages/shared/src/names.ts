/** Letters (accents included) and spaces only; each word capitalised. Keeps a trailing space so typing can go on. */
export function formatNameInput(value: string): string {
  return value
    .replace(/[^\p{L}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^\s/, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toLocaleUpperCase('pt-BR'));
}

/** The stored form of a first or last name. */
export function normalizeName(value: string): string {
  return formatNameInput(value).trim();
}
