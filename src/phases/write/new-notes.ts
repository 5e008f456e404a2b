/**
 * What a periodic note that does not exist yet starts as: its period's template, rendered (src/vault/templates.ts).
 * The Stage begins such a note with this text, so the diff shows the new note whole, template and all.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { ConcreteTarget } from '../../plan/targets.js';
import type { Layout } from '../../vault/config.js';
import { loadTemplate, renderTemplate } from '../../vault/templates.js';

export interface NewNotes {
  /** Absolute path → the text a new note starts with. */
  seeds: Map<string, string>;
  /** Lines for the person: which template each new note comes from, what was left as it is, what failed. */
  notes: string[];
}

export function newNoteSeeds(targets: readonly ConcreteTarget[], vault: string, layout: Layout, now: Date): NewNotes {
  const seeds = new Map<string, string>();
  const notes: string[] = [];
  for (const t of targets) {
    if (!t.period || seeds.has(t.path) || existsSync(t.path)) continue;
    const spec = layout.periodic[t.period.kind];
    const rel = relative(vault, t.path);
    const template = loadTemplate(vault, spec, layout.templates);
    if (!template) continue;
    if ('problem' in template) {
      notes.push(`⚠ ${rel} will be created without its template: ${template.path} ${template.problem}`);
      continue;
    }
    const format = spec.syntax === 'moment' ? spec.format : 'YYYY-MM-DD';
    const rendered = renderTemplate(template.text, { date: t.period.date, format, path: rel, now, locale: layout.date });
    seeds.set(t.path, rendered.text);
    notes.push(`${rel} is new: it starts from the template ${template.path}`);
    if (rendered.templater) {
      notes.push(`⚠ ${template.path} has Templater commands (<% … %>); they are left as they are (only Templater in Obsidian runs them)`);
    }
  }
  return { seeds, notes };
}
