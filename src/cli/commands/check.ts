import { type Io, printJson, useColour } from '../io.js';
import { discoverRituals, findRitual, searchPath } from '../../ritual/discover.js';
import type { Diagnostic, Ritual } from '../../ritual/types.js';
import { locateVault } from '../../vault/locate.js';
import { EXIT } from '../../errors.js';

export interface CheckOptions {
  vault?: string;
  skills?: string[];
  json?: boolean;
}

export interface CheckReport {
  name: string;
  path: string;
  sections: { heading: string; line: number; phase: string; reason: string }[];
  needs: { text: string; line: number; details: string[] }[];
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
}

export function checkReport(ritual: Ritual): CheckReport {
  return {
    name: ritual.name,
    path: ritual.path,
    sections: ritual.sections.map((s) => ({ heading: s.heading, line: s.line, phase: s.phase, reason: s.reason })),
    needs: ritual.needs.map((n) => ({ text: n.text, line: n.line, details: n.details })),
    diagnostics: ritual.diagnostics,
    errors: ritual.diagnostics.filter((d) => d.severity === 'error').length,
    warnings: ritual.diagnostics.filter((d) => d.severity === 'warning').length,
  };
}

function renderReport(r: CheckReport, colour: boolean): string {
  const paint = (code: string, s: string) => (colour ? `\x1b[${code}m${s}\x1b[0m` : s);
  const out: string[] = [`${paint('1', r.name)}  ${r.path}`];
  out.push('  sections');
  for (const s of r.sections) out.push(`    ${String(s.line).padStart(4)}  ${s.heading.padEnd(28)} ${s.phase.padEnd(9)} (${s.reason})`);
  out.push(`  needs (${r.needs.length})`);
  for (const n of r.needs) out.push(`    ${String(n.line).padStart(4)}  ${n.text}`);
  if (r.diagnostics.length) {
    out.push('  diagnostics');
    for (const d of r.diagnostics) {
      const where = d.line ? `:${d.line}` : '';
      const sev = d.severity === 'error' ? paint('31', 'error') : paint('33', 'warning');
      out.push(`    ${sev}  ${d.message}  [${d.code}${where}]`);
    }
  }
  const verdict = r.errors ? paint('31', `${r.errors} error(s)`) : r.warnings ? paint('33', `${r.warnings} warning(s)`) : paint('32', 'ok');
  out.push(`  ${verdict}`);
  return out.join('\n') + '\n';
}

export function handleCheck(io: Io, target: string | undefined, opts: CheckOptions): number {
  const vault = locateVault({ flag: opts.vault, env: io.env, cwd: io.cwd });
  const dirs = searchPath({ skillsDirs: opts.skills, vault });
  const reports: CheckReport[] = [];
  const unreadable: { path: string; error: string }[] = [];
  if (target !== undefined) {
    reports.push(checkReport(findRitual(target, dirs)));
  } else {
    for (const f of discoverRituals(dirs)) {
      if (f.shadowedBy) continue;
      if (f.ritual) reports.push(checkReport(f.ritual));
      else unreadable.push({ path: f.path, error: f.error ?? 'unreadable' });
    }
  }
  const failed = unreadable.length > 0 || reports.some((r) => r.errors > 0);
  if (opts.json) {
    printJson(io.stdout, target !== undefined ? reports[0] : { rituals: reports, unreadable });
  } else {
    const colour = useColour(io.stdout, io.env);
    io.stdout.write(reports.map((r) => renderReport(r, colour)).join('\n'));
    for (const u of unreadable) io.stdout.write(`\n${u.path}\n  error  ${u.error}\n`);
  }
  return failed ? EXIT.failure : EXIT.ok;
}
