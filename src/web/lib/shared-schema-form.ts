import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';

/**
 * A react-hook-form resolver over a shared API schema (src/domain): the visible fields are merged with
 * what the page knows but does not show (route, aircraft, language…) and checked exactly as the server
 * will check them; the parsed request body is what `handleSubmit` hands on. Issues on fields the form
 * does not show land on `root`, so a submit is never refused without a word.
 */
export function sharedSchemaResolver<TForm extends FieldValues, TBody>(
  schema: z.ZodType<TBody>,
  fields: readonly Path<TForm>[],
  context: () => Record<string, unknown>,
): Resolver<TForm, unknown, TBody> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, TBody>;
  return async (values, _context, options) => {
    const result = await resolve({ ...context(), ...values }, undefined, options as never);
    const errors = result.errors as Record<string, FieldError | undefined>;
    if (Object.keys(errors).length === 0) return result as never;
    const shown: Record<string, FieldError> = {};
    let hidden: string | undefined;
    for (const [path, error] of Object.entries(errors)) {
      if (!error) continue;
      if ((fields as readonly string[]).includes(path)) shown[path] = error;
      else hidden ??= path;
    }
    if (hidden) shown.root = { type: 'context', message: hidden };
    return { values: {}, errors: shown as FieldErrors<TForm> };
  };
}

/**
 * A field's error in the visitor's language, by zod issue code: `errors.<field>.<code>` of the feature's
 * namespace, else `errors.<code>`, else `errors.invalid`. The server's English text is never shown.
 */
export function fieldErrorText(t: TFunction, field: string, error: { type?: unknown } | undefined, values: Record<string, unknown> = {}): string | undefined {
  if (!error) return undefined;
  const code = typeof error.type === 'string' ? error.type : 'invalid';
  return t([`errors.${field}.${code}`, `errors.${code}`, 'errors.invalid'], values);
}

/**
 * A 400's field issues (`{ path, code }`) set on the form's fields, the first focused. Returns whether
 * any landed; issues on fields the form does not show are left to the caller's general message.
 */
export function applyServerIssues<TForm extends FieldValues>(error: unknown, fields: readonly Path<TForm>[], setError: UseFormSetError<TForm>): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const issues = error.issues as { path: string; code?: string }[];
  // In the form's own order, so that the first field on screen is the one focused.
  const landed = fields.filter((field) => issues.some((issue) => issue.path === field));
  landed.forEach((field, index) => {
    const code = issues.find((issue) => issue.path === field)?.code ?? 'invalid';
    setError(field, { type: code }, { shouldFocus: index === 0 });
  });
  return landed.length > 0;
}
