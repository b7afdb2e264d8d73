import { describe, expect, it } from 'vitest';
import type { FieldSpec } from './content-tabs';
import { firstMessage, nestErrors, schemaErrors } from './form-errors';
import { formFieldOrder, type FormState } from './form-body';

const fields: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', translatable: true, required: true },
  { name: 'value', label: 'Value', kind: 'slug', required: true },
  { name: 'latitude', label: 'Latitude', kind: 'number' },
];
const order = formFieldOrder({ fields });
const state = (values: FormState['values']): FormState => ({ values, isActive: true, translations: { zh: { name: '' }, hi: { name: '' } } });

describe("a content form's problems, placed where staff look", () => {
  it('puts each issue beside its field, the first in the form\'s order first', () => {
    const errors = schemaErrors(fields, state({ name: 'Perth', value: 'perth', latitude: '91' }), [
      { path: ['latitude'], message: 'Latitude must be between -90 and 90' },
      { path: ['translations', 'zh', 'name'], message: 'Translation of name must be at most 5000 characters' },
    ], order);
    expect(errors).toEqual({
      values: { latitude: { type: 'schema', message: 'Latitude must be between -90 and 90' } },
      translations: { zh: { name: { type: 'schema', message: 'Translation of name must be at most 5000 characters' } } },
    });
    expect(firstMessage(errors, order)).toBe('Translation of name must be at most 5000 characters');
  });

  it('says the required-fields rule at the top, in labels, and marks every blank required field', () => {
    const errors = schemaErrors(fields, state({ name: '  ', value: 'perth', latitude: '' }), [{ path: [], message: 'Missing required fields - Please fill in: name' }], order);
    expect(errors.root).toEqual({ type: 'schema', message: 'Missing required fields - Please fill in: Name' });
    expect(errors.values).toEqual({ name: { type: 'required', message: 'Name is required' } });
  });

  it('finds no field message when only the form-wide rule spoke', () => {
    expect(firstMessage(nestErrors({ root: { type: 'schema', message: 'Please check the form' } }, order), order)).toBeUndefined();
  });
});
