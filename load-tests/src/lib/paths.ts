import { fileURLToPath } from 'node:url';

/** The repository root (two levels above load-tests/src/lib). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const loadTestsDir = fileURLToPath(new URL('../../', import.meta.url));
export const resultsDir = fileURLToPath(new URL('../../results/', import.meta.url));

/** A server script of src/servers, by file name. */
export function serverScript(file: string): string {
  return fileURLToPath(new URL(`../servers/${file}`, import.meta.url));
}
