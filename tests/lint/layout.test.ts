/**
 * The layout rule of eslint.config.js (eslint-rules/layout.js) fails on each import docs/architecture.md
 * forbids and passes the allowed ones: linted as if the code sat at the given path (nothing is written).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/paths';

const eslint = new ESLint({ cwd: PROJECT_ROOT });

async function layoutErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layout/imports').map((m) => m.message);
}

describe('the layout, enforced by lint', () => {
  it('refuses server, web and embed importing each other, and domain importing any of them', async () => {
    expect(await layoutErrors('src/web/app/probe.ts', "export { loadConfig } from '../../server/config';\n")).toEqual([
      'src/web does not import src/server: server, web and embed share code only through src/domain (docs/architecture.md)',
    ]);
    expect(await layoutErrors('src/server/probe.ts', "import { cn } from '../web/lib/cn';\nexport const x = cn;\n")).toHaveLength(1);
    expect(await layoutErrors('src/embed/probe.ts', "export const load = () => import('../web/lib/cn');\n")).toHaveLength(1);
    expect(await layoutErrors('src/domain/probe.ts', "export * from '../server/config';\n")).toEqual([
      'src/domain imports nothing of src/server: it runs in Node and the browser alike (docs/architecture.md)',
    ]);
  });

  it('refuses a web feature importing another feature, its index included', async () => {
    expect(await layoutErrors('src/web/features/booking/components/probe.ts', "export * from '../../inquiry';\n")).toEqual([
      'features/booking does not import features/inquiry: move what both need to src/web/lib or src/web/components, or compose them in src/web/app (docs/architecture.md)',
    ]);
  });

  it('allows domain everywhere, lib and components in features, features in app, and a feature its own files', async () => {
    expect(await layoutErrors('src/server/probe.ts', "export * from '../domain/money';\n")).toEqual([]);
    expect(await layoutErrors('src/web/features/booking/components/probe.ts', "export * from '../../../lib/cn';\nexport * from '../hooks/x';\n")).toEqual([]);
    expect(await layoutErrors('src/web/app/probe.ts', "export * from '../features/booking';\nexport * from '../features/inquiry';\n")).toEqual([]);
  });
});
