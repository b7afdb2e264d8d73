import { describe, expect, it } from 'vitest';
import { destinationCreateSchema } from './destinations';
import { regionFieldsSchema } from './regions';
import { maxLengthOf, textLimitsOf } from './text-limits';

describe('the length limits a form shows are the schema’s own', () => {
  it('reads them through preprocess, optional, nullable and pipe', () => {
    expect(maxLengthOf(regionFieldsSchema.shape.code)).toBe(10);
    expect(textLimitsOf(regionFieldsSchema)).toMatchObject({ name: 100, code: 10, iconUrl: 2000 });
    expect(textLimitsOf(destinationCreateSchema)).toMatchObject({ name: 200, subtitle: 300, value: 100, iframeHtml: 100_000 });
  });
  it('gives none for fields without a length limit', () => {
    const limits = textLimitsOf(destinationCreateSchema);
    expect(limits.latitude).toBeUndefined();
    expect(limits.flightTypes).toBeUndefined();
    expect(limits.isActive).toBeUndefined();
  });
});
