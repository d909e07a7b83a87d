import { describe, expect, it } from 'vitest';
import { validateCaptionSearch } from './search';

describe('the /caption URL', () => {
  it('keeps a known kind, sort and search, and drops anything else', () => {
    expect(validateCaptionSearch({ kind: 'hashtags', orderBy: 'usageCount', order: 'desc', search: 'summer', page: '2' })).toEqual({
      kind: 'hashtags',
      orderBy: 'usageCount',
      order: 'desc',
      search: 'summer',
      page: 2,
    });
    expect(validateCaptionSearch({ kind: 'poems', orderBy: 'text', limit: 7 })).toEqual({});
  });
});
