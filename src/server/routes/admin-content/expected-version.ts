import { versionFromIfMatch } from '../../../domain/api/admin/row-versions';
import { badRequest } from '../../http-errors';

/**
 * The version a PUT, PATCH or DELETE was based on: the body's `version` or the `If-Match` header ("3", W/"3"
 * or 3). undefined when neither is sent: the write goes through unchecked, as before versions existed.
 */
export function expectedVersion(request: { body?: unknown; headers: Record<string, string | string[] | undefined> }): number | undefined {
  const body = request.body as { version?: unknown } | undefined | null;
  const fromBody = typeof body?.version === 'number' ? body.version : undefined;
  const raw = request.headers['if-match'];
  const fromHeader = versionFromIfMatch(Array.isArray(raw) ? raw.join(',') : raw);
  if (fromHeader === 'invalid') {
    throw badRequest('If-Match must name the version you opened, such as "3"', [{ path: 'If-Match', message: 'is not a version' }]);
  }
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader) {
    throw badRequest(`The version in the body (${fromBody}) and in If-Match (${fromHeader}) differ; send one`, [
      { path: 'version', message: 'differs from If-Match' },
    ]);
  }
  return fromBody ?? fromHeader;
}

/** The body without `version` (it is not a column value). */
export function withoutVersion<T extends Record<string, unknown>>(body: T): Omit<T, 'version'> {
  const { version: _version, ...rest } = body;
  return rest;
}
