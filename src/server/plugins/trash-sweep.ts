import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepTrash } from '../services/trash/entries';

const HOUR_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Purges trash entries past their 30 days now (also run at start-up and every hour). */
    sweepTrash(): Promise<number>;
  }
}

/** The Trash keeps entries 30 days: swept at start-up and hourly; the timer never holds the process open. */
export const trashSweepPlugin = fp(async (app: FastifyInstance) => {
  const sweep = async () => sweepTrash(app.database.db, app.now());
  app.decorate('sweepTrash', sweep);
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, 'trash sweep failed; the next one retries'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});
