import type { Bench } from './lib/bench';
import { runLighthouse } from './lib/lighthouse';
import { startServer } from './lib/server-process';
import { buildWebApp } from './lib/web';

export const TARGETS = { performance: 90, accessibility: 95 } as const;

/** Lighthouse mobile on `/` of the production build. */
export const webLighthouseBench: Bench = {
  name: 'web-lighthouse',
  title: `Lighthouse mobile on / (targets: performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility})`,
  budgetMs: 240_000,
  async run(ctx) {
    ctx.log('building the web app…');
    await buildWebApp();
    const server = await startServer({ name: 'web-lighthouse', signal: ctx.signal });
    ctx.defer(() => server.stop());
    return runLighthouse(ctx, `${server.baseUrl}/`, 'web-lighthouse', TARGETS);
  },
};
