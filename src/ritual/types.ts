export type PhaseKind = 'needs' | 'inline' | 'write' | 'preflight' | 'confirm' | 'reference';

type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** A stable identifier for tests and --json: 'yaml', 'name-format', 'no-needs', … */
  code: string;
  message: string;
  /** The file the diagnostic is about, and its 1-based line when known. */
  path: string;
  line?: number;
}

export interface Need {
  /** Plain text of the bullet, with nested bullets and parenthesised remarks kept. */
  text: string;
  line: number;
  /** Nested bullets under the need, as plain text. */
  details: string[];
}

export interface Section {
  heading: string;
  line: number;
  body: string;
  /** 1-based line of the body's first line. */
  bodyLine: number;
  phase: PhaseKind;
  /** Why the classifier chose this phase (shown by `skill check`). */
  reason: string;
}

/** Where a ritual was found; earlier sources shadow later ones. `user`: the user's Claude Code skills folder. */
export type RitualSource = 'flag' | 'vault' | 'user' | 'bundled' | 'path';

export interface Ritual {
  /** The name a user types: the frontmatter name when valid, else the folder name. */
  name: string;
  folderName: string;
  /** Absolute path of the SKILL.md file. */
  path: string;
  dir: string;
  source: RitualSource;
  frontmatter: Record<string, unknown>;
  description: string | undefined;
  argumentHint: string | undefined;
  title: string | undefined;
  preamble: string;
  sections: Section[];
  needs: Need[];
  diagnostics: Diagnostic[];
}
