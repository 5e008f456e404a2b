/**
 * The questions of a ritual's inline phase, for the offline questionnaire: every bullet and every sentence that ends
 * with "?", in order, outside code fences and comments, without duplicates. "Ask: “What matters most?”" gives
 * "What matters most?". A question may end with the place its answer goes, after an arrow: "How is your energy
 * today? → energy:" (a frontmatter field), "→ ## Focus" (a section), "→ Focus" (either, the field first); the
 * arrow and the name are not part of the question (docs/writing-rituals.md, "Where offline answers go").
 */
import { fencedLines, plainText, stripComments } from './markdown.js';
import type { Ritual } from './types.js';

function clean(text: string): string {
  return plainText(text)
    .replace(/^(ask|then ask|question|q)\s*:\s*/i, '')
    .replace(/^["“'‘*_]+|["”'’*_]+$/g, '')
    .trim();
}

export interface Question {
  text: string;
  /** Where the ritual says the answer goes: `energy:`, `## Focus`, or a bare name. */
  into?: string;
}

/** "→ energy:" or "(-> ## Focus)" at the end of a question. */
const INTO = /\s*\(?\s*(?:→|->)\s*([^()→]*?)\s*\)?\s*$/;

function named(raw: string): Question {
  const m = INTO.exec(raw);
  const into = m?.[1]?.replace(/^`|`$/g, '').trim();
  const text = clean(m ? raw.slice(0, m.index) : raw);
  return into ? { text, into } : { text };
}

export function namedQuestionsIn(body: string): Question[] {
  const lines = stripComments(body).split('\n');
  const fenced = fencedLines(lines);
  const out: Question[] = [];
  const push = (q: string) => {
    const c = named(q);
    if (c.text.length > 1 && c.text.endsWith('?') && !out.some((o) => o.text === c.text)) out.push(c);
  };
  let paragraph: string[] = [];
  const flush = () => {
    const text = paragraph.join(' ');
    paragraph = [];
    for (const sentence of text.split(/(?<=[.!?]["”’]?)\s+(?!\(?\s*(?:→|->))/))
      if (/\?["”’*_]*$/.test(sentence.trim().replace(INTO, ''))) push(sentence.trim());
  };
  lines.forEach((line, i) => {
    if (fenced[i]) {
      flush();
      return;
    }
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      const text = item[1]!.trim();
      if (/\?["”’*_]*$/.test(text.replace(INTO, ''))) push(text);
      else paragraph.push(text);
      return;
    }
    if (line.trim() === '' || /^\s*#/.test(line)) flush();
    else paragraph.push(line.trim());
  });
  flush();
  return out;
}

export function questionsIn(body: string): string[] {
  return namedQuestionsIn(body).map((q) => q.text);
}

export function namedRitualQuestions(ritual: Ritual): Question[] {
  const all: Question[] = [];
  for (const s of ritual.sections.filter((x) => x.phase === 'inline')) {
    for (const q of namedQuestionsIn(s.body)) if (!all.some((a) => a.text === q.text)) all.push(q);
  }
  return all;
}

export function ritualQuestions(ritual: Ritual): string[] {
  return namedRitualQuestions(ritual).map((q) => q.text);
}
