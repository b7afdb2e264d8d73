import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEstimateTally, writeEstimateCounts, type EstimateKey } from '../services/analytics/estimate-counts';

const FLUSH_EVERY_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    estimateCounts: {
      /** Counts one estimate answered at `at` (now if not given): a map update, nothing written on the quote's time. */
      add(key: EstimateKey, at?: Date): void;
      /** Writes what is pending (and waits for a write already under way): the home page reads after it. */
      flush(): Promise<void>;
    };
  }
}

/**
 * Estimates per quarter hour, route and partner (decision 0048): tallied in memory by calculate-price and
 * written every 10 seconds and at close. A failed write keeps its counts for the next one; an instance
 * killed outright loses at most its last 10 seconds of counts, which only the home page's funnel reads.
 */
export const estimateCountsPlugin = fp(async (app: FastifyInstance) => {
  const tally = createEstimateTally();
  let writing: Promise<void> = Promise.resolve();
  const writePending = async () => {
    const dropped = tally.takeDropped();
    if (dropped > 0) app.log.warn({ dropped }, 'estimate counts: too many unwritten, some estimates were not counted');
    const rows = tally.take();
    if (rows.length === 0) return;
    try {
      await writeEstimateCounts(app.database.db, rows);
    } catch (error) {
      tally.giveBack(rows);
      app.log.warn({ err: error }, 'estimate counts could not be written; the next write retries');
    }
  };
  const flush = () => (writing = writing.then(writePending));
  app.decorate('estimateCounts', { add: (key: EstimateKey, at?: Date) => tally.add(key, at ?? app.now()), flush });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await flush();
  });
});
