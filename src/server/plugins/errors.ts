import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, sqlState } from '../db/errors';
import { DISK_FULL_MESSAGE, DISK_FULL_RETRY_AFTER_SECONDS, diskFullCause, isDiskFull } from '../disk/disk-full';
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

/** Fastify's schema validation failure, in words: which query, path or body field and why. */
function validationAnswer(error: FastifyError & { validation: { instancePath: string; message?: string }[]; validationContext?: string }) {
  const where = error.validationContext === 'querystring' ? 'Query parameter ' : error.validationContext === 'params' ? 'Path parameter ' : '';
  const issues = error.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'is not valid',
  }));
  return { message: describe(issues, where), issues };
}

function clientErrorMessage(error: FastifyError, status: number): string {
  return (
    (error.code && FASTIFY_CODE_MESSAGES[error.code]) ||
    error.message ||
    (status === 429 ? 'Too many requests; please wait a moment and try again' : 'The request is not valid')
  );
}

/** A 503 that asks the client to come back: `no-store`, so no cache keeps the refusal. */
const unavailable = (reply: FastifyReply, retryAfterSeconds: number, message: string) =>
  reply.status(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store').send({ message, issues: [] });

/**
 * A full disk (ENOSPC, EDQUOT, PostgreSQL's disk_full): nobody's mistake and worth a retry once space is
 * freed. Logged by its code only: a failed query's text carries the request's values. The free-space
 * reading is renewed at once, so /readyz and /metrics say so without waiting for the next check.
 */
function answerDiskFull(app: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ cause: diskFullCause(error), url: request.routeOptions.url }, 'disk full: the request was refused');
  if (app.hasDecorator('diskSpace')) void app.diskSpace.check();
  return unavailable(reply, DISK_FULL_RETRY_AFTER_SECONDS, DISK_FULL_MESSAGE);
}

/**
 * Every error leaves as `{ message, issues }`: 4xx in plain words for bad input, 503 with Retry-After for
 * a full disk or an unreachable database, a bare 500 (logged with its stack) for our own faults, so
 * nothing internal leaks.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.extra, message: error.message, issues: error.issues });
    }
    if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send(validationAnswer(error));
    if (error instanceof ZodError) {
      const issues = zodIssues(error);
      return reply.status(400).send({ message: describe(issues, ''), issues });
    }
    if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
      return reply.status(400).send({ message: 'The request body is not valid JSON', issues: [] });
    }
    // Before the SQLSTATE checks: the database reports a full disk with a state of its own class.
    if (isDiskFull(error)) return answerDiskFull(app, error, request, reply);
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
      return unavailable(reply, DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: clientErrorMessage(error, status), issues: [] });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side; please try again', issues: [] });
  });
});
