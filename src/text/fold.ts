/** Lowercase without accents: "José Álvarez" → "jose alvarez"; curly apostrophes become straight ones. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[’‘`]/g, "'");
}
