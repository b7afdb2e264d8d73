import type { z } from 'zod';
import { badRequest } from '../../http-errors';

/** A refused field: where, zod's issue code (so a page can say it in the visitor's language) and plain words. */
export interface FieldIssue {
  path: string;
  code: string;
  message: string;
}

export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
}

/** "contactEmail: Email must be …" and how many more: the one-line summary for API clients. */
export function summary(issues: FieldIssue[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  return `${first.path ? `${first.path}: ` : ''}${first.message}${more}`;
}

/**
 * Parses a visitor's body with its shared schema, or refuses it (400) with every field issue and its
 * code. Parsed here rather than by the route schema because the generic validation answer drops the codes.
 */
export function parseVisitorBody<S extends z.ZodType>(schema: S, body: unknown, message?: (issues: FieldIssue[]) => string): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issues = fieldIssues(parsed.error);
  throw badRequest(message ? message(issues) : summary(issues), issues);
}
