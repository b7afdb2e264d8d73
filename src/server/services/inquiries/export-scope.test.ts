import { describe, expect, it } from 'vitest';
import { inquiryListQuerySchema } from '../../../domain/api/admin/list-query';
import { exportScope } from './export-scope';

const scopeOf = (query: Record<string, string>) => exportScope(inquiryListQuerySchema.parse(query));

describe('what an inquiry export says it holds', () => {
  it('names the saved views and the filters, in the order the file name reads them', () => {
    expect(scopeOf({})).toEqual({ view: null, filters: {}, words: [] });
    expect(scopeOf({ assignedTo: 'me', status: 'contacted', sort: '-createdAt', limit: '50', offset: '100' })).toEqual({
      view: 'mine',
      filters: { assignedTo: 'me', status: 'contacted', sort: '-createdAt' },
      words: ['mine', 'status-contacted'],
    });
    expect(scopeOf({ dueBy: '2026-11-26', sort: 'followUpOn' })).toMatchObject({ view: 'due', words: ['due-by-2026-11-26'] });
    expect(scopeOf({ status: 'new' })).toMatchObject({ view: 'new', words: ['new'] });
    expect(scopeOf({ assignedTo: 'none', regionId: '2' })).toMatchObject({ view: null, words: ['unassigned', 'region-2'] });
    expect(scopeOf({ assignedTo: '7' })).toMatchObject({ filters: { assignedTo: 7 }, words: ['assigned-to-7'] });
    expect(scopeOf({ status: 'new', wantsQuote: 'true' })).toMatchObject({ view: 'new', filters: { status: 'new', wantsQuote: true }, words: ['new', 'firm-quote'] });
    expect(scopeOf({ wantsQuote: 'false' })).toMatchObject({ filters: { wantsQuote: false }, words: ['no-firm-quote'] });
  });

  it('keeps a search to letters and digits a file name carries everywhere, and leaves a blank search out', () => {
    expect(scopeOf({ q: '  Mia O’Brien / CF-000123  ' }).words).toEqual(['search-mia-o-brien-cf-000123']);
    expect(scopeOf({ q: 'José' }).words).toEqual(['search-jose']);
    expect(scopeOf({ q: '李娜' })).toMatchObject({ filters: { q: '李娜' }, words: ['search'] });
    expect(scopeOf({ q: 'a'.repeat(80) }).words).toEqual([`search-${'a'.repeat(30)}`]);
    expect(scopeOf({ q: '   ' })).toEqual({ view: null, filters: {}, words: [] });
  });
});
