import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL in the outage tests), to make that server
 * unreachable and reachable again without touching it: `stop()` closes the port (new connections are
 * refused) and cuts every open connection; `blackhole()` accepts connections and never answers (a host
 * that drops packets); `start()` forwards again on the same port.
 */
export interface TcpProxy {
  port: number;
  /** The target URL with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  blackhole(): Promise<void>;
  /** Connections accepted so far (forwarded or held). */
  accepted(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, options: { port?: number; listening?: boolean } = {}): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let mode: 'forward' | 'blackhole' = 'forward';
  let accepted = 0;
  let server: net.Server | undefined;
  let port = options.port ?? 0;

  const cutAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };

  const onConnection = (client: net.Socket) => {
    accepted++;
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = async () => {
    if (server) return;
    const next = net.createServer(onConnection);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  };

  const unlisten = async () => {
    const current = server;
    server = undefined;
    cutAll();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  if (options.listening !== false) await listen();
  else if (port === 0) throw new Error('a proxy that starts closed needs a fixed port');

  return {
    get port() {
      return port;
    },
    urlFor(url: string) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async start() {
      mode = 'forward';
      await listen();
    },
    async stop() {
      await unlisten();
    },
    async blackhole() {
      cutAll();
      mode = 'blackhole';
      await listen();
    },
    accepted: () => accepted,
    async close() {
      await unlisten();
    },
  };
}

/** A port nothing listens on right now (the OS's pick, released at once). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
