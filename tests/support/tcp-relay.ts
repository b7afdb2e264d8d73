import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { freePort } from './server-process';

/** A port on loopback that nothing listens on: connections to it are refused. */
export const refusingPort = freePort;

export interface TcpRelay {
  port: number;
  /** Stops listening and cuts every open connection: the target looks down (connections refused). */
  stop(): Promise<void>;
  /** Listens on the same port again, forwarding: the target is back. */
  start(): Promise<void>;
  /** Cuts every open connection, then accepts new ones and never answers: a host that drops packets. */
  blackhole(): Promise<void>;
  /** Connections accepted so far (forwarded or held). */
  accepted(): number;
  /** `url` (postgres://…, redis://…) with its host and port replaced by the relay's. */
  urlFor(url: string): string;
}

/**
 * A plain TCP relay on loopback in front of a real service (Redis, PostgreSQL), so a test can take the
 * service away from one client and give it back without touching the service itself. `listening: false`
 * with a fixed `port` starts it closed (a service that is not up yet).
 */
export async function startTcpRelay(target: { host: string; port: number }, options: { port?: number; listening?: boolean } = {}): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  let server: net.Server | undefined;
  let port = options.port ?? 0;
  let mode: 'forward' | 'blackhole' = 'forward';
  let accepted = 0;
  const listen = async () => {
    if (server) return;
    const next = net.createServer((client) => {
      accepted++;
      track(client);
      if (mode === 'blackhole') return;
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  };
  if (options.listening !== false) await listen();
  else if (port === 0) throw new Error('a relay that starts closed needs a fixed port');
  return {
    get port() {
      return port;
    },
    async stop() {
      const current = server;
      server = undefined;
      const closed = new Promise<void>((resolve) => (current ? current.close(() => resolve()) : resolve()));
      cutAll();
      await closed;
    },
    async start() {
      mode = 'forward';
      await listen();
    },
    async blackhole() {
      cutAll();
      mode = 'blackhole';
      await listen();
    },
    accepted: () => accepted,
    urlFor(url: string) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
  };
}
