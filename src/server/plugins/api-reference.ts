import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../domain/api/common';
import { buildInfo } from '../build-info';
import { API_OPERATIONS, operationKey, type Operation } from './api-operations';
import { SESSION_COOKIE } from './auth';
import { SESSION_SCHEME } from './session-security';

/** Where the reference lives: the document, and the readable page that renders it (assets served from here). */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/**
 * What the document describes: the API under /api, the health checks, /metrics, signed uploads and the
 * booking frame. Not the web app's pages, its built files or the seed images (every file there is a route
 * of its own), nor the reference's own page and assets.
 */
export function isDocumentedPath(url: string): boolean {
  if (url === OPENAPI_PATH || url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`)) return false;
  return url.startsWith('/api/') || url.startsWith('/objects/') || url.startsWith('/frames/') || ['/healthz', '/readyz', '/metrics'].includes(url);
}

const errorJsonSchema = z.toJSONSchema(errorResponseSchema, { target: 'draft-2020-12' });

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body a route reads, for the document only: a route that parses its body itself (to answer with
     * zod's issue codes) names its schema here instead of in `schema.body`, so Fastify does not validate it first.
     */
    documentedBody?: z.ZodType;
  }
}

/** The reference's sections: what visitors' pages call, what the staff panel calls, what operators use. */
function tagOf(url: string, needsSession: boolean): string {
  if (needsSession) return 'Admin (session cookie)';
  if (url.startsWith('/api/auth/')) return 'Sign-in';
  if (url.startsWith('/api/')) return 'Public';
  if (url === '/healthz' || url === '/readyz' || url === '/metrics') return 'Operations';
  return 'Uploads and frames';
}

type SchemaDocument = Parameters<typeof jsonSchemaTransform>[0];
interface TransformedSchema {
  schema: Record<string, unknown> & { response?: Record<string, unknown> };
  url: string;
}

const errors = {
  description: 'Refused: `message` says why in plain words; `issues` names each refused field.',
  content: { 'application/json': { schema: errorJsonSchema } },
};
/** The health checks answer 200 or 503 and nothing else. */
const NEVER_REFUSED = new Set(['/healthz', '/readyz']);

/** The success a route's own schema leaves out: no body (204), or a file (CSV, a workbook, a calendar, HTML). */
function successOf(operation: Operation | undefined): Record<string, unknown> {
  const success = operation?.success;
  if (!success) return {};
  if (success.status === 204) return { 204: { description: 'Done; no body.' } };
  return { 200: { description: success.description, content: { [success.mediaType]: { schema: { type: 'string' } } } } };
}

/**
 * The zod route schemas turned into JSON Schema (fastify-type-provider-zod), named and summarised from
 * API_OPERATIONS, public calls marked as needing no credential (`security: []`), plus, in the document only,
 * the success a schema cannot say (204, files) and the shape of every 4xx answer: `{ message, issues }`. That
 * part is not a response schema on the routes, so the server never re-shapes its error answers (a visitor's
 * 400 keeps each issue's `code`).
 */
function transform(document: SchemaDocument): TransformedSchema {
  if (!isDocumentedPath(document.url)) return { schema: { hide: true }, url: document.url };
  const documentedBody = document.route.config?.documentedBody;
  const input = documentedBody ? { ...document, schema: { ...document.schema, body: documentedBody } } : document;
  const out = jsonSchemaTransform(input) as { schema?: TransformedSchema['schema']; url: string };
  if (out.schema?.hide) return { schema: out.schema, url: out.url };
  const method = [document.route.method].flat()[0] ?? 'GET';
  const operation = API_OPERATIONS[operationKey(method, document.url)];
  const security = out.schema?.security;
  const schema: TransformedSchema['schema'] = {
    ...out.schema,
    ...(operation ? { operationId: operation.id, summary: operation.summary } : {}),
    tags: out.schema?.tags ?? [tagOf(document.url, security !== undefined)],
    security: security ?? [],
  };
  const refused = NEVER_REFUSED.has(document.url) ? {} : { '4XX': errors };
  return { schema: { ...schema, response: { ...successOf(operation), ...schema.response, ...refused } }, url: out.url };
}

/**
 * OpenAPI 3.1 generated from the route schemas at /api/openapi.json, and a readable reference at /api/docs
 * (Swagger UI from the package's own files: nothing from a CDN). Register before the routes: the document
 * collects every route registered after it. The UI's scripts and styles are files of this origin, so the
 * app's CSP (script-src 'self') needs no relaxation.
 */
export const apiReferencePlugin = fp(async (app: FastifyInstance) => {
  const { version } = buildInfo();
  // The site's own address when the operator set it; otherwise the origin the document was read from.
  const server = app.config.PUBLIC_URL ? { url: app.config.PUBLIC_URL.replace(/\/+$/, ''), description: 'This site (PUBLIC_URL)' } : { url: '/', description: 'The origin this document was read from' };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      servers: [server],
      info: {
        title: 'Charter flight booking API',
        version,
        description:
          'Public reads, estimates and inquiries for the booking site and partner widgets, and the admin calls of the staff panel. ' +
          'Admin calls need the session cookie of `POST /api/auth/login`, and writes a same-origin `Origin` header. ' +
          'Bad input gets a 4xx `{ message, issues }` in plain words.',
      },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Signed session cookie set by POST /api/auth/login' },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    // No "validate with swagger.io" badge: it would call out to a third party.
    validatorUrl: false,
  });
});
