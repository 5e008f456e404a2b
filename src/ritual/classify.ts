/**
 * Tells the phases of a ritual apart. The rules run in order and the first that applies wins; docs/writing-rituals.md
 * documents the same table for ritual authors, and `skill check` prints which rule decided each section.
 *
 *  1. frontmatter `phases:` override            (e.g. phases: {"Save the Plan": write})
 *  2. heading "What I Need"                    → needs
 *  3. heading words: pre-flight/preflight/before you start/prerequisites/setup → preflight
 *                    confirm/wrap up/summary/closing/after writing              → confirm
 *                    save/write/archive/store/persist/record/update/apply/generate/output → write
 *                    tips/integration/flow/reference/example/about/see also/metabolic/background → reference
 *                    session/review/planning/reflection/conversation/check-in/coaching/questions/interview/retro → inline
 *  4. body: more lines that start with a write verb (write/save/append/update/archive/create/move/copy) than
 *     questions and conversation verbs → write; any question or conversation verb → inline
 *  5. otherwise                                 → reference
 */
import type { PhaseKind } from './types.js';

export const PHASE_KINDS: readonly PhaseKind[] = ['needs', 'inline', 'write', 'preflight', 'confirm', 'reference'];

interface HeadingRule {
  phase: PhaseKind;
  pattern: RegExp;
}

const HEADING_RULES: readonly HeadingRule[] = [
  { phase: 'preflight', pattern: /\b(pre-?flight|pre flight|before (you|we) (start|begin)|prerequisites?|set ?up)\b/ },
  { phase: 'confirm', pattern: /\b(confirm(ation)?|wrap[- ]?up|summary|summari[sz]e|closing|after writing|finish)\b/ },
  {
    phase: 'write',
    pattern: /\b(save|saving|write|writing|archive|archiving|store|persist|record|update|updates|apply|generate|output)\b/,
  },
  { phase: 'reference', pattern: /\b(tips?|integrations?|flow|references?|examples?|about|see also|metabolic|background)\b/ },
  {
    phase: 'inline',
    pattern:
      /\b(session|review|planning|plan|reflection|reflect|conversation|check-?in|coaching|questions?|interview|retro(spective)?|dialog(ue)?|discussion|synthesis)\b/,
  },
];

const WRITE_LINE = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*)?(write|save|append|update|archive|create|move|copy|replace)\b/i;
const TALK_WORDS = /\b(greet|ask|guide|discuss|reflect|talk|conversation|interview|let the user|the user)\b/i;

export interface Classification {
  phase: PhaseKind;
  reason: string;
}

function classifyHeading(heading: string): HeadingRule | undefined {
  const h = heading.toLowerCase();
  return HEADING_RULES.find((rule) => rule.pattern.test(h));
}

export function classifySection(heading: string, body: string, overrides: ReadonlyMap<string, PhaseKind>): Classification {
  const override = overrides.get(heading.trim().toLowerCase());
  if (override) return { phase: override, reason: 'frontmatter phases: override' };
  if (/^what i need\b/i.test(heading.trim())) return { phase: 'needs', reason: 'heading "What I Need"' };
  const rule = classifyHeading(heading);
  if (rule) {
    const word = heading.toLowerCase().match(rule.pattern)?.[0] ?? '';
    return { phase: rule.phase, reason: `heading word "${word}"` };
  }
  const lines = body.split('\n');
  const writes = lines.filter((l) => WRITE_LINE.test(l)).length;
  const questions = lines.filter((l) => /\?\s*\**\s*$/.test(l)).length;
  const talk = lines.filter((l) => TALK_WORDS.test(l)).length;
  if (writes > 0 && writes > questions + talk) return { phase: 'write', reason: `${writes} line(s) start with a write verb` };
  if (questions + talk > 0) return { phase: 'inline', reason: `${questions} question(s), ${talk} conversation line(s)` };
  return { phase: 'reference', reason: 'no phase words in heading or body' };
}
