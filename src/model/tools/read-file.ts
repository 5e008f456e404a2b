/**
 * read_file: a text file from the vault or the session directory, whole or a range of lines, capped in size.
 * The content is wrapped as untrusted data; our own notes (range, truncation) stay outside the wrapper.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { confineRead } from '../../vault/confine.js';
import type { Tool } from '../tool.js';
import { wrapUntrusted } from '../untrusted.js';
import { DEFAULT_MAX_READ_BYTES, refuseToolFolders, sourceLabel, type ReadToolsContext } from './context.js';

/** Files larger than this are not scanned for line ranges. */
const SCAN_LIMIT_BYTES = 8 * 1024 * 1024;

interface Input {
  path: string;
  offset?: number;
  limit?: number;
}

/** Reads at most `max` bytes from the start of an open file. */
function readHead(fd: number, max: number): Buffer {
  const buf = Buffer.alloc(max);
  let total = 0;
  while (total < max) {
    const n = readSync(fd, buf, total, max - total, total);
    if (n === 0) break;
    total += n;
  }
  return buf.subarray(0, total);
}

/** Cuts `text` to at most `maxBytes` UTF-8 bytes, at a line end when there is one. */
function cutToBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let cut = Buffer.from(text).subarray(0, maxBytes).toString('utf8');
  if (cut.endsWith('\uFFFD')) cut = cut.slice(0, -1); // a character split in half
  const nl = cut.lastIndexOf('\n');
  return nl > 0 ? cut.slice(0, nl + 1) : cut;
}

/** Why a file cannot be read as text, or undefined when it can. */
function fileKind(st: Stats): string | undefined {
  if (st.isDirectory()) return 'is a folder; use list_files to see inside it';
  if (!st.isFile()) return 'is not a regular file';
  return undefined;
}

/** Lines of a text without the empty string after a final newline. */
function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The start of a file, cut to the size cap. */
function prefix(text: string, size: number, maxBytes: number): { shown: string; note?: string } {
  if (size <= maxBytes) return { shown: text };
  const shown = cutToBytes(text, maxBytes);
  const lines = splitLines(shown).length;
  return {
    shown,
    note: `[truncated: showing the first ${Buffer.byteLength(shown)} of ${size} bytes (${lines} lines); read on with offset=${lines + 1}]`,
  };
}

/** Lines from..from+limit-1 (1-based), cut to the size cap; `shown` is undefined when the range is empty. */
function lineRange(text: string, from: number, limit: number | undefined, maxBytes: number): { shown?: string; note?: string } {
  const lines = splitLines(text);
  const total = lines.length;
  if (from > Math.max(total, 1)) return { note: `has ${total} lines; offset ${from} is past the end` };
  const to = Math.min(total, from - 1 + (limit ?? total));
  const shown = cutToBytes(
    lines
      .slice(from - 1, to)
      .map((l) => `${l}\n`)
      .join(''),
    maxBytes,
  );
  const last = from - 1 + splitLines(shown).length;
  if (from === 1 && last === total) return { shown };
  return { shown, note: `[lines ${from}–${last} of ${total}${last < total ? `; read on with offset=${last + 1}` : ''}]` };
}

export function readFileTool(ctx: ReadToolsContext): Tool {
  const maxBytes = ctx.maxReadBytes ?? DEFAULT_MAX_READ_BYTES;
  return {
    name: 'read_file',
    description:
      'Read a text file from the vault or the session folder. A relative path is taken from the vault root; an ' +
      'absolute path must be inside the vault or the session folder (memory.md lists them). Long files are cut ' +
      `at ${Math.round(maxBytes / 1000)} KB: use offset and limit (in lines) to read further.`,
    input_schema: {
      type: 'object',
      properties: {
        path: { type: 'string', minLength: 1, description: 'File path, e.g. "02_Areas/People/Sarah Chen.md"' },
        offset: { type: 'integer', minimum: 1, description: 'First line to read, 1-based (default 1)' },
        limit: { type: 'integer', minimum: 1, description: 'Number of lines to read (default: as many as fit)' },
      },
      required: ['path'],
      additionalProperties: false,
    },
    async execute(raw) {
      const input = raw as Input;
      const file = confineRead(input.path, ctx.roots);
      refuseToolFolders(input.path, file);
      if (!file.exists) return { content: `not found: ${input.path} (list_files shows what exists)`, isError: true };
      const ranged = input.offset !== undefined || input.limit !== undefined;
      // stat before open: opening a FIFO would block; O_NONBLOCK covers one swapped in between.
      const kind = fileKind(statSync(file.absolute));
      if (kind) return { content: `${input.path} ${kind}`, isError: true };
      const fd = openSync(file.absolute, constants.O_RDONLY | constants.O_NONBLOCK);
      let head: Buffer;
      let size: number;
      try {
        const st = fstatSync(fd);
        const changed = fileKind(st);
        if (changed) return { content: `${input.path} ${changed}`, isError: true };
        size = st.size;
        if (ranged && size > SCAN_LIMIT_BYTES)
          return { content: `${input.path} is too large to read by lines (${Math.round(size / 1e6)} MB)`, isError: true };
        head = readHead(fd, ranged ? size : Math.min(size, maxBytes + 4));
      } finally {
        closeSync(fd);
      }
      if (head.subarray(0, 8000).includes(0))
        return { content: `${input.path} is a binary file (${size} bytes); not shown`, isError: true };

      const text = head.toString('utf8');
      const { shown, note } = ranged ? lineRange(text, input.offset ?? 1, input.limit, maxBytes) : prefix(text, size, maxBytes);
      if (shown === undefined) return { content: `${input.path}: ${note}`, isError: true };
      return wrapUntrusted(sourceLabel(file), shown) + (note ? `\n${note}` : '');
    },
  };
}
