import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, sqlState } from '../db/errors';
import { HttpError } from '../http-errors';

interface Issue {
  path: string;
  message: string;
}

function zodIssues(error: ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

function describe(issues: Issue[], where: string): string {
  const first = issues[0];
  if (!first) return 'The request is not valid';
  const field = first.path ? `${first.path}: ` : '';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  return `${where}${field}${first.message}${more}`;
}

// Fastify's own client-error codes, in words a visitor understands.
const FASTIFY_CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

/** What a visitor or staff member reads while the database is out of reach (a 503 with Retry-After). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable; please try again in a few seconds';
/** Seconds a client is asked to wait: about one pool connect timeout, so a retry meets a fresh attempt. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error leaves as `{ message, issues }`: 4xx in plain words for bad input, a bare 500 (logged
 * with its stack) for our own faults, so nothing internal leaks.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.extra, message: error.message, issues: error.issues });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext === 'querystring' ? 'Query parameter ' : error.validationContext === 'params' ? 'Path parameter ' : '';
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'is not valid',
      }));
      return reply.status(400).send({ message: describe(issues, where), issues });
    }
    if (error instanceof ZodError) {
      const issues = zodIssues(error);
      return reply.status(400).send({ message: describe(issues, ''), issues });
    }
    if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
      return reply.status(400).send({ message: 'The request body is not valid JSON', issues: [] });
    }
    // Backstop: a value the database cannot store (SQLSTATE class 22: too long, bad encoding, out of
    // range) is the sender's mistake even where a schema missed it; a duplicate key is a conflict.
    const state = sqlState(error);
    if (state?.startsWith('22')) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ message: 'A value is too long or contains characters that cannot be stored', issues: [] });
    }
    if (state === '23505') {
      return reply.status(409).send({ message: 'An item with the same unique value already exists', issues: [] });
    }
    // The database is down, restarting or out of connections: not our fault nor the sender's, and worth
    // a retry. Checked before the status code because a driver error may carry none.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, issues: [] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && FASTIFY_CODE_MESSAGES[error.code]) ||
        error.message ||
        (status === 429 ? 'Too many requests; please wait a moment and try again' : 'The request is not valid');
      return reply.status(status).send({ message, issues: [] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side; please try again', issues: [] });
  });
});
