/**
 * "Did you mean": the names close to one that was not found. One helper for every place a name is looked up and
 * may be mistyped — rituals (src/ritual/discover.ts), config keys (src/vault/config-read.ts) — so a typo gets the
 * same help wherever it is made.
 */

/** Edit distance (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/**
 * The names close to `wanted`, closest first: within an edit distance of 2 (a third of the word for longer ones),
 * or containing it or contained in it. Case is ignored.
 */
export function suggestNames(wanted: string, names: Iterable<string>, max = 3): string[] {
  const unique = [...new Set(names)];
  return unique
    .map((n) => ({ n, d: editDistance(wanted.toLowerCase(), n.toLowerCase()), sub: n.includes(wanted) || wanted.includes(n) }))
    .filter((x) => x.sub || x.d <= Math.max(2, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n))
    .slice(0, max)
    .map((x) => x.n);
}
