// What the benchmark ran on.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem, type } from 'node:os';

export function describeMachine() {
  const list = cpus();
  const rg = spawnSync('rg', ['--version'], { encoding: 'utf8' });
  return {
    cpu: list[0]?.model ?? 'unknown',
    cores: list.length,
    ramGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: `${type()} ${release()}`,
    ripgrep: rg.status === 0 ? rg.stdout.split('\n')[0] : 'not installed',
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    load: loadavg()
      .map((x) => x.toFixed(1))
      .join(' '),
  };
}

export const loadNow = () => loadavg()[0].toFixed(1);
