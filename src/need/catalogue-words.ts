/**
 * The words the catalogue already uses for something other than a name: its option values' words ("done", "open",
 * "due"), the activities a need opens with ("review", "go through") and the purposes ("context"). A vault's tag of
 * those words names nothing by them alone: a tag #done or #review would otherwise take "tasks not done" or "the
 * higher-order review" as notes carrying it. Said as a tag ("notes tagged #review") it still is one
 * (resolve-notes#tagged). Memoised per catalogue view; pure.
 */
import type { CatalogueView } from './catalogue-view.js';
import type { Token } from './tokenize.js';

const MEMO = new WeakMap<CatalogueView, ReadonlySet<string>>();

/** Each use as its words joined by spaces, in every form the reader compares ("done", "go through"). */
function usedWords(view: CatalogueView): ReadonlySet<string> {
  const known = MEMO.get(view);
  if (known) return known;
  const out = new Set<string>();
  for (const entry of view.entries) {
    for (const option of entry.options) {
      for (const value of option.values) {
        for (const phrase of value.when) {
          if (phrase.length === 1) for (const f of phrase[0]!.forms) out.add(f);
          else out.add(phrase.map((w) => w.norm).join(' '));
        }
      }
    }
  }
  for (const activity of view.vocab.activities) out.add(activity.join(' '));
  for (const purpose of view.vocab.purposes) out.add(purpose);
  MEMO.set(view, out);
  return out;
}

/** Whether these words (a tag's) are a use the catalogue already has for them. */
export function catalogueUses(words: readonly Token[], view: CatalogueView): boolean {
  if (words.length === 0) return false;
  const used = usedWords(view);
  if (words.length === 1) return words[0]!.nounForms.some((f) => used.has(f)) || used.has(words[0]!.norm);
  return used.has(words.map((w) => w.norm).join(' '));
}
