/**
 * The questions of a ritual's inline phase, for the offline questionnaire: every bullet and every sentence that ends
 * with "?", in order, outside code fences and comments, without duplicates. "Ask: “What matters most?”" gives
 * "What matters most?".
 */
import { fencedLines, plainText, stripComments } from './markdown.js';
import type { Ritual } from './types.js';

function clean(text: string): string {
  return plainText(text)
    .replace(/^(ask|then ask|question|q)\s*:\s*/i, '')
    .replace(/^["“'‘*_]+|["”'’*_]+$/g, '')
    .trim();
}

export function questionsIn(body: string): string[] {
  const lines = stripComments(body).split('\n');
  const fenced = fencedLines(lines);
  const out: string[] = [];
  const push = (q: string) => {
    const c = clean(q);
    if (c.length > 1 && c.endsWith('?') && !out.includes(c)) out.push(c);
  };
  let paragraph: string[] = [];
  const flush = () => {
    const text = paragraph.join(' ');
    paragraph = [];
    for (const sentence of text.split(/(?<=[.!?]["”’]?)\s+/)) if (/\?["”’*_]*$/.test(sentence.trim())) push(sentence.trim());
  };
  lines.forEach((line, i) => {
    if (fenced[i]) return flush();
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      const text = item[1]!.trim();
      if (/\?["”’*_]*$/.test(text)) push(text);
      else paragraph.push(text);
      return;
    }
    if (line.trim() === '' || /^\s*#/.test(line)) return flush();
    paragraph.push(line.trim());
  });
  flush();
  return out;
}

export function ritualQuestions(ritual: Ritual): string[] {
  const all: string[] = [];
  for (const s of ritual.sections.filter((x) => x.phase === 'inline')) {
    for (const q of questionsIn(s.body)) if (!all.includes(q)) all.push(q);
  }
  return all;
}
