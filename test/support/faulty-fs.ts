/**
 * An FsLayer that behaves like the real one except for one step, which fails with the error a full disk or a
 * read-only mount would give. Steps that take a file descriptor are matched by the path it was opened with.
 */
import { realFs, type FsLayer } from '../../src/vault/atomic.js';

export type Step = keyof FsLayer;

export interface Fault {
  step: Step;
  code: string;
  /** Only calls on paths that pass this test fail (default: every call of the step). */
  when?: (path: string) => boolean;
}

export interface FaultyFs extends FsLayer {
  /** "step path" for every call, in order. */
  calls: string[];
  /** How many calls failed. */
  failures: number;
}

export function injectedError(code: string, step: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected failure in ${step}`), { code });
}

export function faultyFs(fault: Fault, base: FsLayer = realFs): FaultyFs {
  const fdPaths = new Map<number, string>();
  const layer: Partial<FaultyFs> = { calls: [], failures: 0 };
  const hit = (step: Step, path: string) => {
    layer.calls!.push(`${step} ${path}`);
    if (fault.step === step && (fault.when ?? (() => true))(path)) {
      layer.failures! += 1;
      throw injectedError(fault.code, step);
    }
  };
  for (const step of Object.keys(base) as Step[]) {
    (layer as Record<string, unknown>)[step] = async (...args: unknown[]) => {
      const first = args[0];
      const path = typeof first === 'number' ? (fdPaths.get(first) ?? `fd ${first}`) : String(first);
      hit(step, path);
      const result = await (base[step] as (...a: unknown[]) => Promise<unknown>)(...args);
      if (step === 'open') fdPaths.set(result as number, path);
      return result;
    };
  }
  return layer as FaultyFs;
}
