import { describe, expect, it } from 'vitest';
import { CREATOR_STATUSES, HIRE_STATUSES } from '@cadence/contracts';
import { APPLICATION_STATUSES, HIRE_STATUS_VALUES, parseCreatorId, validateApplicationSearch, validateCreatorSearch, validateHireProfessionalSearch, validateHireSearch } from './search';

describe('creators URL state', () => {
  it('repeats the contracts statuses exactly', () => {
    expect([...APPLICATION_STATUSES]).toEqual([...CREATOR_STATUSES]);
    expect([...HIRE_STATUS_VALUES]).toEqual([...HIRE_STATUSES]);
  });

  it('keeps known filters and drops malformed ones', () => {
    expect(validateApplicationSearch({ status: 'refused', application: '7', page: '2' })).toEqual({ status: 'refused', application: 7, page: 2 });
    expect(validateApplicationSearch({ status: 'lost', application: '-1' })).toEqual({});
    expect(validateCreatorSearch({ network: 'youtube', language: 'fr', search: 'ana', limit: 50 })).toEqual({ network: 'youtube', language: 'fr', search: 'ana' });
    expect(validateCreatorSearch({ network: 'myspace', language: 'French' })).toEqual({});
    expect(validateHireSearch({ status: 'accepted', orderBy: 'starts_on', order: 'desc' })).toEqual({ status: 'accepted', orderBy: 'starts_on', order: 'desc' });
    expect(parseCreatorId('12')).toBe(12);
    expect(parseCreatorId('1.5')).toBeNull();
    expect(parseCreatorId('abc')).toBeNull();
    expect(validateHireProfessionalSearch({ view: 'hires', status: 'ended', network: 'x' })).toEqual({ view: 'hires', status: 'ended' });
    expect(validateHireProfessionalSearch({ creator: '4', network: 'x' })).toEqual({ creator: 4 });
    expect(validateHireProfessionalSearch({ creator: 'me', network: 'x', view: 'other' })).toEqual({ network: 'x' });
  });
});
