import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  /** The status it was answered. */
  status: number;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** The status the next requests get (200 unless set); the body says it back. */
  answer: number;
  /** Stops listening (connections are refused) until `open` is called again, on the same port. */
  close(): Promise<void>;
  open(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that keeps every POST it gets: the other end of an outbound webhook. */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    port,
    received: [],
    answer: 200,
    close: async () => {},
    open: async () => {},
  };
  let server: http.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = http.createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          receiver.received.push({ headers: request.headers as Record<string, string>, body, status: receiver.answer, at: Date.now() });
          response.writeHead(receiver.answer, { 'content-type': 'text/plain' }).end(`answered ${receiver.answer}`);
        });
      });
      server.keepAliveTimeout = 1;
      server.once('error', reject);
      server.listen(receiver.port, '127.0.0.1', () => {
        receiver.port = (server!.address() as AddressInfo).port;
        receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
        resolve();
      });
    });
  receiver.open = listen;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
      server = undefined;
    });
  await listen();
  return receiver;
}
