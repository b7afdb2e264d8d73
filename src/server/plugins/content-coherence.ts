import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, ListenerState, Subscription } from '../db/database';
import {
  bumpContentVersion,
  changesOfPayload,
  CONTENT_CHANNEL,
  originOfPayload,
  type PinnedChanges,
  readContentVersion,
  versionOfPayload,
} from '../services/content/content-version';

export interface CoherenceOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** How often the shared content version is compared (the staleness bound when a NOTIFY is missed). */
  checkEveryMs: number;
  /**
   * Drop every cached answer: content may have changed on another instance. With `changes` (the next
   * version after one we know, announced with what it changed) the pinned values they name are patched.
   */
  dropAll(reason: string, changes?: PinnedChanges): void;
}

/**
 * Keeps the content caches of several instances on one PostgreSQL in step (docs/decisions/0015):
 * - each admin write bumps `content_version` and NOTIFYs it in the same statement;
 * - every instance LISTENs and drops its cache on a version it has not seen; when the LISTEN connection
 *   drops it is re-made with backoff and the cache is dropped on reconnection (notifications were missed);
 * - every `checkEveryMs` each instance also reads the version (one primary-key read) and drops its cache
 *   when it moved, so a missed NOTIFY leaves it stale for at most that long.
 *
 * `knownVersion` is only ever set together with a drop made after that version committed (or, after our
 * own bump, when the version moved by exactly our bump), so skipping a drop for it is safe.
 */
export class ContentCoherence {
  private subscription: Subscription | undefined;
  private knownVersion: number | undefined;
  private announceOwed = false;
  private checking: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Names this instance in its announcements: its own, heard back, needs no second drop. */
  private readonly origin = randomUUID();

  private constructor(private readonly options: CoherenceOptions) {}

  /** Starts listening and checking; undefined on PGlite (one process: nothing to keep in step). */
  static async start(options: CoherenceOptions): Promise<ContentCoherence | undefined> {
    if (options.database.kind !== 'postgres') return undefined;
    const coherence = new ContentCoherence(options);
    await coherence.subscribe();
    await coherence.check();
    coherence.timer = setInterval(() => void coherence.check(), options.checkEveryMs);
    coherence.timer.unref();
    return coherence;
  }

  get listenerState(): ListenerState {
    return this.subscription?.state ?? 'closed';
  }

  /** The backend pid of the LISTEN connection (for operators and tests). */
  get listenerBackendPid(): number | undefined {
    return this.subscription?.backendPid;
  }

  /** Tells the other instances that content changed (called after the local cache was dropped). */
  async announce(changes?: PinnedChanges): Promise<void> {
    const { database, log } = this.options;
    try {
      const version = await bumpContentVersion(database.db, this.announceOwed ? undefined : changes, this.origin);
      if (this.knownVersion === version - 1) this.knownVersion = version;
      this.announceOwed = false;
    } catch (err) {
      // The write itself committed; the next version check tries the bump again.
      this.announceOwed = true;
      log.error({ err }, 'could not announce a content change to the other instances; retrying with the next version check');
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
    await this.subscription?.close();
  }

  private async subscribe() {
    const { database, log, dropAll } = this.options;
    this.subscription = await database.listen(CONTENT_CHANNEL, {
      onMessage: (payload) => this.heard(payload),
      onLost: (err) => {
        log.warn({ err }, 'lost the connection that hears content changes from other instances; reconnecting (the content version check bounds staleness meanwhile)');
      },
      onRetryFailed: (err, attempt) => {
        log.debug({ err, attempt }, 'content-change listener: reconnection attempt failed');
      },
      onRestored: ({ attempts, downMs }) => {
        dropAll('listener reconnected');
        log.info({ attempts, downMs }, 'content-change listener reconnected; dropped the content cache, as changes may have been missed');
      },
    });
  }

  private heard(payload: string) {
    const version = versionOfPayload(payload);
    if (version !== undefined && version === this.knownVersion) return;
    // Changes are only enough when this is the very next version: after a gap, something was missed.
    const next = version !== undefined && this.knownVersion !== undefined && version === this.knownVersion + 1;
    // Our own announcement, heard before its bump returned: the cache was dropped (or patched) before it was made.
    if (next && originOfPayload(payload) === this.origin) {
      this.knownVersion = version;
      return;
    }
    this.options.dropAll('notified', next ? changesOfPayload(payload) : undefined);
    if (version !== undefined && (this.knownVersion === undefined || version > this.knownVersion)) this.knownVersion = version;
  }

  /** One version check at a time; a slow database makes checks rarer, never piles them up. */
  check(): Promise<void> {
    this.checking ??= this.compareVersion().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async compareVersion() {
    const { database, log, dropAll } = this.options;
    try {
      if (this.announceOwed) await this.announce();
      const version = await readContentVersion(database.db);
      if (version === this.knownVersion) return;
      if (this.knownVersion !== undefined) log.debug({ from: this.knownVersion, to: version }, 'content version moved; dropping the content cache');
      dropAll('version check');
      this.knownVersion = version;
    } catch (err) {
      log.debug({ err }, 'content version check failed; trying again at the next one');
    }
  }
}
