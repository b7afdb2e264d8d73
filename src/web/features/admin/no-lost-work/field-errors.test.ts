import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { labelledMessage, placeIssues, plainFailure, serverIssues } from './field-errors';

const order = ['values.name', 'values.imageUrl', 'values.priceDisplay', 'translations.zh.name'];
const fieldOf = (path: string) => {
  const name = path.startsWith('translations.') ? path : `values.${path}`;
  return order.includes(name) ? name : undefined;
};

describe('placeIssues', () => {
  it('puts each issue beside its field, first field on screen first', () => {
    const placed = placeIssues(
      [
        { path: 'priceDisplay', message: 'Price must be at most 100 characters' },
        { path: ['imageUrl'], message: 'Image URL must be a web address (https://…) or a path on this site (/…)' },
        { path: 'translations.zh.name', message: 'Translation too long' },
      ],
      fieldOf,
      order,
    );
    expect(placed.fields.map(([field]) => field)).toEqual(['values.imageUrl', 'values.priceDisplay', 'translations.zh.name']);
    expect(placed.fields[0]?.[1]).toMatch(/^Image URL/);
    expect(placed.general).toEqual([]);
  });

  it('keeps the first message of a field and leaves form-wide and unknown paths apart, once each', () => {
    const placed = placeIssues(
      [
        { path: 'imageUrl', message: 'first' },
        { path: 'imageUrl', message: 'second' },
        { path: '', message: 'Missing required fields - Please fill in the title' },
        { path: 'regionId', message: 'Region must be a number' },
        { path: [], message: 'Missing required fields - Please fill in the title' },
      ],
      fieldOf,
      order,
    );
    expect(placed.fields).toEqual([['values.imageUrl', 'first']]);
    expect(placed.general).toEqual(['Missing required fields - Please fill in the title', 'Region must be a number']);
  });
});

describe('plainFailure', () => {
  it('shows the issue in words, not the internal path of the summary', () => {
    const error = new ApiError(400, 'imageUrl: Image URL must be a web address (and 1 more problem)', [
      { path: 'imageUrl', message: 'Image URL must be a web address' },
      { path: 'priceDisplay', message: 'Price must be text' },
    ]);
    expect(plainFailure(error)).toBe('Image URL must be a web address');
    expect(plainFailure(new ApiError(409, 'Jandakot is the default departure of Western Australia.'))).toMatch(/^Jandakot/);
    expect(plainFailure(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
  });
});

describe('labelledMessage', () => {
  it('names the missing fields by their labels, and leaves other messages alone', () => {
    const labels: Record<string, string> = { imageUrl: 'Image URL', priceDisplay: 'Price' };
    expect(labelledMessage('Missing required fields - Please fill in: imageUrl, priceDisplay, title', (name) => labels[name])).toBe(
      'Missing required fields - Please fill in: Image URL, Price, title',
    );
    const spec = 'Missing required fields - Please fill in both destination name and value fields';
    expect(labelledMessage(spec, (name) => labels[name])).toBe(spec);
  });
});

describe('serverIssues', () => {
  it("uses the server's own sentence for a check only the server makes", () => {
    const error = new ApiError(400, 'Wave Rock does not offer scenic flights: choose one it offers (same-day return)', [{ path: 'flightType', message: 'is not offered by this destination' }]);
    expect(serverIssues(error)).toEqual([{ path: 'flightType', message: 'Wave Rock does not offer scenic flights: choose one it offers (same-day return)' }]);
  });
  it('keeps schema messages, and gives a fragment its label', () => {
    const error = new ApiError(400, 'imageUrl: Image URL must be a web address (and 1 more problem)', [
      { path: 'imageUrl', message: 'Image URL must be a web address' },
      { path: 'destinationId', message: 'does not exist' },
    ]);
    expect(serverIssues(error, (path) => (path === 'destinationId' ? 'Book Flight destination' : undefined))).toEqual([
      { path: 'imageUrl', message: 'Image URL must be a web address' },
      { path: 'destinationId', message: 'Book Flight destination does not exist' },
    ]);
    expect(serverIssues(new ApiError(500, 'x', [{ path: 'a', message: 'b' }]))).toEqual([]);
  });
  it('places a uniqueness refusal (409) beside the field it names', () => {
    const taken = new ApiError(409, 'A region named "Kimberley" already exists', [{ path: 'name', message: 'A region named "Kimberley" already exists' }]);
    expect(serverIssues(taken)).toEqual([{ path: 'name', message: 'A region named "Kimberley" already exists' }]);
    // A version conflict names no field: the conflict notice speaks for it.
    expect(serverIssues(new ApiError(409, 'Changed by Jane since you opened it'))).toEqual([]);
  });
});
