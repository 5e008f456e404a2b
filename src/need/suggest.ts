/**
 * Phrasings that would be understood, for a need that was not (or only partly): catalogue entries whose names
 * share a word with the need's unexplained words. Only words that name things count: a need that shares nothing
 * but "today" or "the" with an entry gets no suggestion. Pure.
 */
import type { CatalogueView } from './catalogue-view.js';
import { isGrammarWord } from './english.js';
import type { Token } from './tokenize.js';
import { isIn } from './vocabulary.js';

export function suggestFor(unexplained: readonly Token[], view: CatalogueView, max = 3): string[] {
  const words = unexplained.filter((t) => t.kind === 'word' && !isGrammarWord(t.norm) && !isIn(view.vocab.ignore, t));
  if (words.length === 0) return [];
  const scored: { text: string; score: number; order: number }[] = [];
  view.entries.forEach((entry, order) => {
    let bestText: string | undefined;
    let best = 0;
    entry.phrases.forEach((phrase, k) => {
      const shared = words.filter((t) =>
        phrase.some(
          (w) => w.forms.some((f) => t.nounForms.includes(f)) || w.members.some((m) => m.length === 1 && t.nounForms.includes(m[0]!)),
        ),
      ).length;
      if (shared > best) {
        best = shared;
        bestText = entry.phraseTexts[k];
      }
    });
    if (bestText && best > 0) scored.push({ text: `"${bestText}" (${entry.title})`, score: best, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, max)
    .map((s) => s.text);
}
