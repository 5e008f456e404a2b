/**
 * What a periodic note that does not exist yet starts as: its period's template, rendered (src/vault/templates.ts).
 * The Stage begins such a note with this text, so the diff shows the new note whole, template and all.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { ConcreteTarget } from '../../plan/targets.js';
import type { Layout } from '../../vault/config.js';
import { emptyTemplaterFields, loadTemplate, renderTemplate } from '../../vault/templates.js';

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
    // Templater commands are never copied into frontmatter (a property whose value is code): the field is kept, empty.
    const emptied = emptyTemplaterFields(rendered.text);
    seeds.set(t.path, emptied.text);
    notes.push(`${rel} is new: it starts from the template ${template.path}`);
    if (emptied.fields.length) {
      const fields = emptied.fields.map((f) => `${f.key}: (${f.expression})`).join(', ');
      notes.push(
        `⚠ ${template.path} sets ${emptied.fields.length === 1 ? 'a property' : 'properties'} with Templater, which only Obsidian runs: ${fields}; left empty in ${rel}`,
      );
    }
    if (/<%[\s\S]*?%>/.test(emptied.text)) {
      notes.push(
        `⚠ ${template.path} has Templater commands (<% … %>) in its text; they are left as they are (only Templater in Obsidian runs them)`,
      );
    }
  }
  return { seeds, notes };
}
