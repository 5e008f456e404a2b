/**
 * Folding words so two spellings of one word compare equal: the need reader (src/plan/) and the vault search
 * (src/gather/search/) both use these, so "Boxes" in a need and "box" in a note are the same word on both sides.
 */

/** ASCII without the backtick: text fold() changes only by lowercasing (ASCII has no accents and is its own NFKD). */
const PLAIN_ASCII = /^[\x00-\x5f\x61-\x7f]*$/;

/** Lowercase without accents, curly apostrophes straightened: "José Álvarez" → "jose alvarez". */
export function fold(text: string): string {
  // Most names and words are plain ASCII, and normalising one costs several times its lowercasing (a run folds
  // thousands: every person's name and alias, twice).
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
}

/**
 * A simple English plural folded onto its singular: projects → project, companies → company, boxes → box,
 * classes → class. Words of three letters or fewer and words ending in -ss, -us or -is are left alone. It is a
 * rule, not a dictionary ("caches" → "cach"): what matters is that both sides of a comparison fold the same way.
 * Expects a lowercase word. Kept to char codes: the search indexer calls it for every token of every note.
 */
export function singular(word: string): string {
  const n = word.length;
  if (n <= 3 || word.charCodeAt(n - 1) !== 115 /* s */) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (n > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses') || word.endsWith('xes') || word.endsWith('zes') || word.endsWith('ches') || word.endsWith('shes')) {
    return word.slice(0, -2);
  }
  return word.slice(0, -1);
}
