/**
 * `skill check`'s word on the parts of the vault a ritual reads that this vault does not have (no directives, no
 * project notes, no meeting notes): warnings that say how to add them, so the first run is no surprise. A part the
 * config names and the vault lacks is the config's fault and fails the run; it is an error here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plan } from '../../plan/types.js';
import type { Diagnostic, Ritual } from '../../ritual/types.js';
import type { VaultConfig } from '../../vault/config.js';
import { loadProfile } from '../../vault/profile-load.js';
import type { VaultProfile } from '../../vault/profile.js';

type Part = 'directives' | 'projects' | 'people' | 'meetings';

/** The parts of the vault the plan's tasks read. */
function partsRead(plan: Plan): Part[] {
  const parts = new Set<Part>();
  for (const t of plan.tasks) {
    const kind = t.params.kind;
    if (t.runner.type === 'builtin' && t.runner.handler === 'meetings') parts.add('meetings');
    else if (kind === 'directives' || kind === 'projects' || kind === 'people') parts.add(kind);
  }
  return [...parts];
}

export function lackingParts(ritual: Ritual, plan: Plan, config: VaultConfig, vault: string): Diagnostic[] {
  const parts = partsRead(plan);
  if (parts.length === 0) return [];
  let profile: VaultProfile | undefined;
  const profileOf = () => (profile ??= loadProfile(vault, config.layout));
  const out: Diagnostic[] = [];
  const say = (error: boolean, message: string) =>
    out.push({ severity: error ? 'error' : 'warning', code: 'vault-lacks', path: ritual.path, message });
  for (const part of parts) {
    const configured =
      part === 'directives' ? config.layout.origins.directives.includes('(layout.') : config.layout.configured?.[part] === true;
    if (part === 'directives') {
      if (existsSync(join(vault, config.layout.directives))) continue;
      say(
        configured,
        configured
          ? `the directives folder ${config.layout.directives} that .skill/config.yaml names does not exist`
          : `the ritual reads directives, which this vault does not have (no ${config.layout.directives}/); runs say "not in this vault" — write them as notes there, or set layout.directives`,
      );
      continue;
    }
    const found = profileOf()[part];
    if (found.notes.length > 0) continue;
    if (configured && !existsSync(join(vault, config.layout[part])))
      say(true, `the ${part} folder ${config.layout[part]} that .skill/config.yaml names does not exist`);
    else say(false, `the ritual reads ${part}, which this vault does not have (${found.rule}); \`skill layout\` shows how they are found`);
  }
  return out;
}
