/**
 * The typed confirmation of an account deletion: the confirmation word of the page's language,
 * compared without surrounding spaces or case, so "delete " counts as DELETE but "DEL" does not.
 */
export function confirmationMatches(typed: string, word: string): boolean {
  const expected = word.trim().toLocaleLowerCase();
  return expected !== '' && typed.trim().toLocaleLowerCase() === expected;
}
