import pg from 'pg';

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * Releases a checked-out client with the error as soon as its connection fails (the pool then drops it),
 * and ignores a second release instead of throwing over the error that matters.
 */
function guarded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    release(err);
  };
  const onError = (error: Error) => releaseOnce(error);
  client.on('error', onError);
  client.release = releaseOnce;
  return client;
}

/**
 * A pg.Pool whose clients checked out with `connect()` cannot leak. Drizzle's `transaction()` checks a
 * client out and releases it in a `finally` that a failed BEGIN never reaches: during a PostgreSQL restart
 * that client would stay out for good, one pool slot less each time and `pool.end()` waiting forever; and
 * a connection that dies while a client is out emits 'error', which unheard would end the process.
 * `pool.query` (callback `connect`) already guards itself and is left as it is.
 */
export class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(guarded);
  }
}
