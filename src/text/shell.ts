/** A word as a POSIX shell reads it back: as it is when it is plain, else in single quotes. Pure. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
