// Small statistics and formatting helpers for the benchmark tables.

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** "123 ms" below 10 s, else "12.3 s". */
export function ms(x) {
  if (x === undefined || Number.isNaN(x)) return '–';
  if (x < 10) return `${x.toFixed(1)} ms`;
  return x < 10000 ? `${Math.round(x)} ms` : `${(x / 1000).toFixed(1)} s`;
}

export function range(xs) {
  return `${ms(Math.min(...xs))}–${ms(Math.max(...xs))}`;
}

export const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
export const mb = (kb) => `${Math.round(kb / 1024)} MB`;
export const count = (n) => n.toLocaleString('en-US');

/** A markdown table: `head` is a list of column titles, `rows` lists of cells; numbers-like columns right-aligned. */
export function table(head, rows) {
  const right = head.map(
    (_, i) => rows.length > 0 && rows.every((r) => /^[\d.,–×≤ %~()-]+( ?(ms|s|MB|KB|×|tokens))?/.test(String(r[i])) || r[i] === '–'),
  );
  const line = (cells) => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), `|${right.map((r) => (r ? '---:' : '---')).join('|')}|`, ...rows.map(line)].join('\n');
}
