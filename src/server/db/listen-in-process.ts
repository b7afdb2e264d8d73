import type { PGlite } from '@electric-sql/pglite';
import type { ListenHandlers, Subscription } from './database';

/** LISTEN on PGlite: the database runs inside this process, so the subscription cannot drop. */
export async function listenInProcess(client: PGlite, channel: string, handlers: ListenHandlers): Promise<Subscription> {
  const unsubscribe = await client.listen(channel, handlers.onMessage);
  let state: Subscription['state'] = 'listening';
  return {
    get state() {
      return state;
    },
    backendPid: undefined,
    async close() {
      state = 'closed';
      await unsubscribe();
    },
  };
}
