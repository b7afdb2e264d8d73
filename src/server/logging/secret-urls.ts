/** What a log line writes in place of a secret. */
export const REDACTED = '[redacted]';

/**
 * What a route declares when its address carries a secret (its `config.secretInUrl`, read by
 * secretRoutesPlugin): every log line then writes that part as [redacted], whatever the parameter is called.
 */
export interface SecretInUrl {
  /** Every query value is a secret (a one-time link's page and its API call): `?token=[redacted]`. */
  query?: boolean;
  /** Path parameters that are secrets: `/objects/upload/:token` is logged `/objects/upload/[redacted]`. */
  params?: readonly string[];
}

type Piece = { literal: string } | { param: string; secret: boolean };

interface SecretRoute {
  pattern: RegExp;
  pieces: Piece[];
  query: boolean;
}

/** A path segment or query as it may stand in a log line: stops at the next separator, quote or space. */
const SEGMENT = `[^/?#\\s"'<>]+`;
const QUERY = `\\?[^#\\s"'<>]*`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/objects/upload/:token' -> a literal, then the parameter `token`; a wildcard is a parameter named '*'. */
function piecesOf(routeUrl: string, secretParams: ReadonlySet<string>): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of routeUrl.matchAll(/:([A-Za-z0-9_]+)(\([^)]*\))?|\*/g)) {
    if (match.index > last) pieces.push({ literal: routeUrl.slice(last, match.index) });
    const name = match[1] ?? '*';
    pieces.push({ param: name, secret: secretParams.has(name) });
    last = match.index + match[0].length;
  }
  if (last < routeUrl.length) pieces.push({ literal: routeUrl.slice(last) });
  return pieces;
}

/** Every value of a query string as [redacted], names kept: `?token=abc&x` -> `?token=[redacted]&[redacted]`. */
export function redactEveryQueryValue(query: string): string {
  const body = query.startsWith('?') ? query.slice(1) : query;
  const parts = body.split('&').map((part) => {
    if (part === '') return part;
    const equals = part.indexOf('=');
    return equals < 0 ? REDACTED : `${part.slice(0, equals)}=${REDACTED}`;
  });
  return `${query.startsWith('?') ? '?' : ''}${parts.join('&')}`;
}

/**
 * The routes whose addresses hold secrets, for every log line (redact.ts). Kept for the process: the routes
 * are the code's, the same in every app built in it, so declaring one twice is harmless.
 */
const secretRoutes = new Map<string, SecretRoute>();

/** Remembers that `routeUrl` (a Fastify route pattern with its prefix) carries a secret in its path or query. */
export function declareSecretUrl(routeUrl: string, secret: SecretInUrl): void {
  const key = `${routeUrl} ${secret.query === true} ${[...(secret.params ?? [])].sort().join(',')}`;
  if (secretRoutes.has(key)) return;
  const pieces = piecesOf(routeUrl, new Set(secret.params ?? []));
  const query = secret.query === true;
  const source = pieces.map((piece) => ('literal' in piece ? escapeRegExp(piece.literal) : `(${SEGMENT})`)).join('') + (query ? `(${QUERY})` : '');
  secretRoutes.set(key, { pattern: new RegExp(source, 'g'), pieces, query });
}

/** The address with each declared secret part as [redacted]. */
function rewrite(route: SecretRoute, groups: string[]): string {
  let next = 0;
  let out = '';
  for (const piece of route.pieces) {
    if ('literal' in piece) out += piece.literal;
    else {
      const value = groups[next++] ?? '';
      out += piece.secret ? REDACTED : value;
    }
  }
  if (route.query) out += redactEveryQueryValue(groups[next] ?? '');
  return out;
}

/** Every address in `text` that matches a declared secret route, with its secret parts as [redacted]. */
export function redactSecretRoutes(text: string): string {
  let out = text;
  for (const route of secretRoutes.values()) {
    if (!out.includes((route.pieces[0] as { literal?: string }).literal ?? '/')) continue;
    out = out.replace(route.pattern, (...args: unknown[]) => rewrite(route, args.slice(1, -2) as string[]));
  }
  return out;
}
