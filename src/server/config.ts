import path from 'node:path';
import { z } from 'zod';

/** Hosts, URLs, names: surrounding spaces are a copy-and-paste slip, so they go; blank means not set. */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * Passwords, keys, secrets: kept exactly as given, spaces included (a space is a valid character of a
 * password). Empty means not set; a value of spaces only is refused rather than guessed at.
 */
const optionalSecret = (name: string) =>
  z
    .string()
    .refine((v) => v === '' || v.trim() !== '', { error: `${name} is only spaces; set the real value or leave it empty` })
    .transform((v) => (v === '' ? undefined : v))
    .optional();

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString,
    /** How long a start waits for an unreachable PostgreSQL before it exits (ms). */
    DATABASE_CONNECT_TIMEOUT_MS: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce
        .number({ error: 'DATABASE_CONNECT_TIMEOUT_MS must be a number of milliseconds' })
        .int({ error: 'DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds' })
        .min(0, { error: 'DATABASE_CONNECT_TIMEOUT_MS cannot be negative' })
        .max(3_600_000, { error: 'DATABASE_CONNECT_TIMEOUT_MS must be at most 3600000 (an hour)' })
        .default(30_000),
    ),
    /** How long a stopping server keeps serving while /readyz answers 503 (ms); unset: by NODE_ENV (loadConfig). */
    SHUTDOWN_DRAIN_MS: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce
        .number({ error: 'SHUTDOWN_DRAIN_MS must be a number of milliseconds' })
        .int({ error: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds' })
        .min(0, { error: 'SHUTDOWN_DRAIN_MS cannot be negative' })
        .max(600_000, { error: 'SHUTDOWN_DRAIN_MS must be at most 600000 (ten minutes)' })
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url({ error: 'PUBLIC_URL must be a URL such as https://fly.example.com' }).optional()),
    SESSION_SECRET: optionalSecret('SESSION_SECRET'),
    ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'ADMIN_EMAIL must be an e-mail address' }).optional()),
    // Judged by the password policy when it creates the first owner (services/auth/bootstrap.ts), not here:
    // once that owner exists it is ignored, so an old value must not stop an upgraded install from starting.
    ADMIN_PASSWORD: optionalSecret('ADMIN_PASSWORD'),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalSecret('S3_ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: optionalSecret('S3_SECRET_ACCESS_KEY'),
    REDIS_URL: optionalString,
    SMTP_URL: optionalString,
    NOTIFY_EMAIL: optionalString,
    TRUST_PROXY: optionalString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** pretty: readable lines; json: one JSON object a line; unset: pretty on a terminal, json otherwise. */
    LOG_FORMAT: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.enum(['pretty', 'json'], { error: 'LOG_FORMAT must be pretty or json' }).optional()),
    /** Lets /metrics answer requests from other machines that send it as a bearer token. */
    METRICS_TOKEN: optionalSecret('METRICS_TOKEN'),
    /** Card payments through Stripe Checkout (decision 0058); without it the product offers bank transfer. */
    STRIPE_SECRET_KEY: optionalSecret('STRIPE_SECRET_KEY'),
    /** Verifies the signature of every Stripe webhook; required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: optionalSecret('STRIPE_WEBHOOK_SECRET'),
    /**
     * Lets webhook endpoints be on private, loopback and link-local addresses, and on http (decision 0068): for a
     * receiver on the same network, and the tests. Off by default: the server then calls public https only.
     */
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z
        .enum(['', 'true', 'false', '1', '0'], { error: 'WEBHOOKS_ALLOW_PRIVATE_ADDRESSES must be true or false' })
        .optional()
        .transform((v) => v === 'true' || v === '1'),
    ),
    /** A Stripe-compatible server other than Stripe's (a local one in tests): http(s)://host[:port]. */
    STRIPE_API_URL: optionalString.pipe(z.url({ error: 'STRIPE_API_URL must be a URL such as http://127.0.0.1:12111' }).optional()),
  })
  .refine((c) => !c.STRIPE_SECRET_KEY || c.STRIPE_WEBHOOK_SECRET, {
    message: 'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: webhooks could not be verified',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  .refine((c) => !c.ADMIN_PASSWORD || c.ADMIN_EMAIL, {
    message: 'ADMIN_PASSWORD is set without ADMIN_EMAIL',
    path: ['ADMIN_EMAIL'],
  });

export type RawConfig = z.infer<typeof configSchema>;

/** The Stripe SDK's options for a Stripe-compatible server (STRIPE_API_URL), or none for Stripe's own. */
export interface StripeHostOptions {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** STRIPE_API_URL as the SDK takes it: host, port (the scheme's when none is written) and protocol. */
export function stripeHostOptions(apiUrl: string | undefined): StripeHostOptions | undefined {
  if (!apiUrl) return undefined;
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Invalid configuration:\n  STRIPE_API_URL: must start with http:// or https://');
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

export interface Config extends Omit<RawConfig, 'TRUST_PROXY' | 'DATA_DIR' | 'SHUTDOWN_DRAIN_MS'> {
  DATA_DIR: string;
  SHUTDOWN_DRAIN_MS: number;
  /** Proxy addresses/CIDRs whose X-Forwarded-* headers are believed; never a blanket true. */
  TRUST_PROXY: string[];
}

/**
 * A production server drains for 5 s: long enough for a load balancer that checks /readyz every second or
 * two to take it out. Elsewhere (npm run dev restarting on every change, a quick npm start) it stops at once.
 */
export const PRODUCTION_DRAIN_MS = 5000;
const defaultDrainMs = (env: NodeJS.ProcessEnv) => (env.NODE_ENV === 'production' ? PRODUCTION_DRAIN_MS : 0);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const trustProxy = (raw.TRUST_PROXY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (trustProxy.some((p) => p === 'true' || p === '*')) {
    throw new Error('Invalid configuration:\n  TRUST_PROXY: list the proxy addresses or CIDRs; a blanket true is refused');
  }
  stripeHostOptions(raw.STRIPE_API_URL);
  return { ...raw, DATA_DIR: path.resolve(raw.DATA_DIR), TRUST_PROXY: trustProxy, SHUTDOWN_DRAIN_MS: raw.SHUTDOWN_DRAIN_MS ?? defaultDrainMs(env) };
}
