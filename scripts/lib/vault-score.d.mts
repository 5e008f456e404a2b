/** Types of vault-score.mjs, for the tests that score with it. */
export interface VaultScore {
  score: number;
  refused: boolean;
  parts: Partial<Record<'periodic' | 'templates' | 'people' | 'projects' | 'meetings', number>>;
}
export function scoreVault(labels: unknown, layout: unknown): VaultScore;
