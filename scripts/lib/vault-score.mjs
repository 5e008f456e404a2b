// The score of a vault's `skill layout --json` against its hand labels (fixtures/vaults/README.md, "Score"): the
// mean of five parts — periodic notes (right of 5), the templates folder, people F1, projects F1 × status
// accuracy, meetings F1. Pure, so the eval script and the tests score the same way.
import { createRequire } from 'node:module';

const moment = createRequire(import.meta.url)('moment');
const PERIODS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'];
// Days of different years, months, weeks and weekdays: two formats that name them all alike are the same pattern.
const SAMPLES = ['2023-01-02', '2024-02-29', '2026-11-27', '2021-12-31', '2025-06-15'];

const join = (folder, name) => (folder ? `${folder}/${name}` : name);
const samePattern = (a, b) =>
  SAMPLES.every(
    (d) => join(a.folder, moment.utc(d).locale('en').format(a.format)) === join(b.folder, moment.utc(d).locale('en').format(b.format)),
  );

function periodRight(label, got) {
  if (label === null || label === undefined) return got === null || got === undefined;
  if (!got) return false;
  return [label, ...(label.also_accept ? [label.also_accept].flat() : [])].some((l) => samePattern(l, got));
}

function f1(expected, got, optional = []) {
  const want = new Set(expected);
  const have = new Set(got.filter((p) => !optional.includes(p) || want.has(p)));
  if (want.size === 0 && have.size === 0) return 1;
  const tp = [...have].filter((p) => want.has(p)).length;
  if (tp === 0) return 0;
  const precision = tp / have.size;
  const recall = tp / want.size;
  return (2 * precision * recall) / (precision + recall);
}

/** The parts and the score of one vault. `layout` is the parsed `skill layout --json`, or null when refused. */
export function scoreVault(labels, layout) {
  if (!layout?.periodic) return { score: 0, refused: true, parts: {} };
  const periodic = PERIODS.filter((p) => periodRight(labels[p], layout.periodic[p])).length / PERIODS.length;
  const templates = (labels.templates ?? null) === (layout.templates?.folder ?? null) ? 1 : 0;
  const people = f1(
    labels.people,
    layout.people.notes.map((n) => n.path),
    labels.people_optional,
  );
  const meetings = f1(
    labels.meetings,
    layout.meetings.notes.map((n) => n.path),
    labels.meetings_optional,
  );
  const projectPaths = layout.projects.notes.map((n) => n.path);
  const projectsF1 = f1(Object.keys(labels.projects), projectPaths, labels.projects_optional);
  const matched = layout.projects.notes.filter((n) => n.path in labels.projects);
  const statusAccuracy = matched.length === 0 ? 1 : matched.filter((n) => n.status === labels.projects[n.path]).length / matched.length;
  const projects = projectsF1 * statusAccuracy;
  const parts = { periodic, templates, people, projects, meetings };
  return { score: (periodic + templates + people + projects + meetings) / 5, refused: false, parts };
}
