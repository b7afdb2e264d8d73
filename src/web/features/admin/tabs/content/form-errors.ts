import type { FieldErrors } from 'react-hook-form';
import { labelledMessage, placeIssues, type Issue } from '../../no-lost-work/field-errors';
import type { FieldSpec } from './content-tabs';
import type { FormState } from './form-body';
import { formFieldOf } from './form-body';

/** One problem of the form, by react-hook-form path ('values.name', 'translations.zh.name', 'root'). */
type FlatErrors = { [path: string]: { type: string; message: string } };
/** The same problems nested as react-hook-form keeps them ({ values: { name: { type, message } } }). */
type ErrorTree = { [part: string]: ErrorTree | { type: string; message: string } };

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const rankOf = (field: string, order: readonly string[]) => (order.includes(field) ? order.indexOf(field) : order.length);

/**
 * The form's problems from the schema's issues: each beside its field, and the required-fields rule (an
 * issue of the whole form) at the top, with every blank required field marked too.
 */
export function schemaErrors(fields: readonly FieldSpec[], state: FormState, issues: readonly Issue[], order: readonly string[]): FieldErrors<FormState> {
  const placed = placeIssues(issues, (path) => formFieldOf({ fields }, path), order);
  const errors: FlatErrors = {};
  for (const [field, message] of placed.fields) errors[field] = { type: 'schema', message };
  const general = placed.general[0];
  if (general !== undefined) {
    for (const field of fields) {
      const path = `values.${field.name}`;
      if (field.required && blank(state.values[field.name]) && !errors[path]) errors[path] = { type: 'required', message: `${field.label} is required` };
    }
    errors.root = { type: 'schema', message: labelledMessage(general, (name) => fields.find((field) => field.name === name)?.label) };
  }
  return nestErrors(errors, order);
}

/** Flat 'values.name' paths as react-hook-form's nested errors object, in the form's order. */
export function nestErrors(flat: FlatErrors, order: readonly string[]): FieldErrors<FormState> {
  const nested: ErrorTree = {};
  const paths = Object.keys(flat).sort((a, b) => rankOf(a, order) - rankOf(b, order));
  for (const path of paths) {
    const parts = path.split('.');
    let at = nested;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as ErrorTree;
    at[parts.at(-1)!] = flat[path]!;
  }
  return nested as FieldErrors<FormState>;
}

/** The first message beside a field, in the form's order (undefined when only the form-wide rule spoke). */
export function firstMessage(errors: FieldErrors<FormState>, order: readonly string[]): string | undefined {
  for (const field of order) {
    let at: unknown = errors;
    for (const part of field.split('.')) at = typeof at === 'object' && at !== null ? (at as ErrorTree)[part] : undefined;
    const message = typeof at === 'object' && at !== null && 'message' in at ? at.message : undefined;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
