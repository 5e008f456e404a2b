/** The plan of a run: the planner's tasks, each fetch task with a session file of its own (src/gather/outputs.ts). */
import type { Catalogue } from '../plan/catalogue-types.js';
import { planNeeds } from '../plan/planner.js';
import type { Plan } from '../plan/types.js';
import type { Ritual } from '../ritual/types.js';
import type { TimeResolution } from '../time/types.js';
import { uniqueOutputs } from '../gather/outputs.js';

export function planRun(ritual: Ritual, resolution: TimeResolution, catalogue: Catalogue, assigned?: Parameters<typeof planNeeds>[4]): Plan {
  const plan = planNeeds(ritual.name, ritual.needs, resolution, catalogue, assigned);
  return { ...plan, tasks: uniqueOutputs(plan.tasks) };
}
