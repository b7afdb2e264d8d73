/**
 * eslint.config.js keeps functions small enough to hold in one's head (cyclomatic complexity at most 15 in
 * src) and modules free of import cycles (import-x/no-cycle). Linted as if the code sat at the given path:
 * nothing is written; the cycle runs through real files (flight-selection.ts imports selection.ts).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/paths';

const eslint = new ESLint({ cwd: PROJECT_ROOT });

async function errorsOf(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

/** A function with `branches` ifs: complexity branches + 1. */
const functionWith = (branches: number) =>
  `export function probe(n: number): number {\n${Array.from({ length: branches }, (_, i) => `  if (n === ${i}) return ${i};`).join('\n')}\n  return -1;\n}\n`;

describe('function size and import cycles, enforced by lint', () => {
  it('refuses a function of complexity 16 in src and lets one of 15 through', async () => {
    expect(await errorsOf('complexity', 'src/server/probe.ts', functionWith(15))).toEqual(["Function 'probe' has a complexity of 16. Maximum allowed is 15."]);
    expect(await errorsOf('complexity', 'src/domain/probe.ts', functionWith(14))).toEqual([]);
  });

  it('refuses an import that closes a cycle, and allows a type-only import back', async () => {
    // flight-selection.ts imports selection.ts: selection.ts importing it back would close a cycle.
    expect(await errorsOf('import-x/no-cycle', 'src/domain/selection.ts', "import { parseAircraft } from './flight-selection';\nexport const probe = parseAircraft;\n")).toEqual([
      'Dependency cycle detected',
    ]);
    expect(await errorsOf('import-x/no-cycle', 'src/domain/selection.ts', "import type { DepartureRow } from './flight-selection';\nexport type Probe = DepartureRow;\n")).toEqual([]);
  });
});
