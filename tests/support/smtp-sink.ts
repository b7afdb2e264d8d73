import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface SmtpMessage {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSinkOptions {
  /** Keeps each new connection waiting for its hello until release() is called: a server that stalls. */
  holdGreeting?: boolean;
  /** Listen on this port (a sink that comes back where the server expects it); any free port when absent. */
  port?: number;
  /** Refuses these recipients for good (550), as a server refuses an unknown mailbox. */
  refuse?: (recipient: string) => boolean;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: SmtpMessage[];
  /** Open connections waiting for their hello (holdGreeting). */
  held(): number;
  /** Connections the client closed while they waited for their hello: a sender that gave up on a stalled server. */
  abandoned(): number;
  /** Says hello on every held connection, and at once on later ones. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on 127.0.0.1 that accepts every message and keeps it: SMTP is outside the
 * product, so tests receive mail here instead of from a real relay.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SmtpMessage[] = [];
  const sockets = new Set<net.Socket>();
  let holding = options.holdGreeting ?? false;
  const waiting = new Map<net.Socket, () => void>();
  let abandoned = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let current: SmtpMessage = { from: '', to: [], data: '' };
    let inData = false;
    const greet = () => !socket.destroyed && socket.write('220 sink ESMTP\r\n');
    if (holding) {
      waiting.set(socket, greet);
      socket.on('close', () => {
        if (waiting.delete(socket)) abandoned++;
      });
    } else greet();
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          socket.write('250-sink\r\n250 8BITMIME\r\n');
        } else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          const recipient = line.slice(8).trim();
          if (options.refuse?.(recipient)) {
            socket.write('550 5.1.1 No such mailbox\r\n');
            continue;
          }
          current.to.push(recipient);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else {
          socket.write('250 OK\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    held: () => waiting.size,
    abandoned: () => abandoned,
    release() {
      holding = false;
      const held = [...waiting.values()];
      waiting.clear();
      for (const greet of held) greet();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
