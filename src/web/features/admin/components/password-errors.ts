import { ApiError } from '../../../lib/api-client';
import { plainFailure } from '../no-lost-work/field-errors';

/**
 * Which field of a password form a refusal belongs to: an issue's path when the server names one, else a
 * message about the current password goes beside that field, and every other 400 (the policy: too short,
 * common, contains the e-mail's name) beside the new password. Other failures are not a field's.
 */
export function passwordFieldOf(error: unknown, fields: readonly string[]): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) return undefined;
  const message = plainFailure(error);
  const named = error.issues.find((issue) => fields.includes(issue.path));
  if (named) return { field: named.path, message: named.message && !/^[a-z]/.test(named.message) ? named.message : message };
  if (fields.includes('currentPassword') && /current/i.test(message)) return { field: 'currentPassword', message };
  return fields.includes('newPassword') ? { field: 'newPassword', message } : undefined;
}
