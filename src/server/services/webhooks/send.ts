import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { addressRefusal, hostOf, isPublicAddress } from './address-check';

/** One try may take this long, connection and answer together; then it counts as failed. */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** The answer's first characters kept in the log. */
export const EXCERPT_CHARS = 500;
const READ_AT_MOST = 4_096;

export interface SendResult {
  statusCode: number | null;
  excerpt: string | null;
  durationMs: number;
  /** Why the try failed, in words (no answer, a refused address, a status outside 2xx). */
  error: string | null;
  ok: boolean;
}

/**
 * A lookup that hands the socket only addresses that pass the rule, so what was checked is what is connected
 * to: a name that resolved to a public address when saved and to a private one now (DNS rebinding) is refused
 * here, at connection time.
 */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const bad = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (bad) return callback(Object.assign(new Error(addressRefusal(hostname, bad.address)), { code: 'EADDRREFUSED' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The answer's body, read up to a few kilobytes, cut to the excerpt (the rest is not read). */
function readExcerpt(response: http.IncomingMessage, secret: string): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
      if (text.length >= READ_AT_MOST) response.destroy();
    });
    const done = () => {
      const cut = text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
      // A receiver that echoes what it got must not put the secret in the log.
      resolve(cut.split(secret).join('[secret]'));
    };
    response.on('end', done);
    response.on('close', done);
    response.on('error', done);
  });
}

export interface Delivery {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** Redacted from the excerpt if the receiver echoes it. */
  secret: string;
  allowPrivate: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A POST of one signed message: 2xx is delivered; redirects are not followed (they count as failure). */
export async function sendDelivery(delivery: Delivery): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(delivery.url);
  const host = hostOf(url);
  // A literal address never goes through the lookup: checked here.
  if (!delivery.allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) {
    return { statusCode: null, excerpt: null, durationMs: 0, error: addressRefusal(host, host), ok: false };
  }
  const client = url.protocol === 'https:' ? https : http;
  const signal = delivery.signal ? AbortSignal.any([delivery.signal, AbortSignal.timeout(delivery.timeoutMs ?? DELIVERY_TIMEOUT_MS)]) : AbortSignal.timeout(delivery.timeoutMs ?? DELIVERY_TIMEOUT_MS);
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'CharterFlights-Webhooks/1', ...delivery.headers, 'content-length': Buffer.byteLength(delivery.body) },
        lookup: checkedLookup(delivery.allowPrivate),
        signal,
        agent: false,
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        void readExcerpt(response, delivery.secret).then((excerpt) => {
          const ok = statusCode >= 200 && statusCode < 300;
          resolve({ statusCode, excerpt, durationMs: elapsed(), ok, error: ok ? null : `The endpoint answered ${statusCode}` });
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const reason = signal.aborted ? `No answer within ${Math.round((delivery.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000)} s` : error.code === 'EADDRREFUSED' ? error.message : `Could not reach the endpoint: ${error.code ?? error.message}`;
      resolve({ statusCode: null, excerpt: null, durationMs: elapsed(), ok: false, error: reason.slice(0, 600) });
    });
    request.end(delivery.body);
  });
}
