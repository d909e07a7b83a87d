import { describe, expect, it } from 'vitest';
import { validateConnectSearch } from './connect-search';

describe('validateConnectSearch', () => {
  it('reads the outcome the OAuth callback puts in the address', () => {
    expect(validateConnectSearch({ connection: 'connected', type: 'twitter', account: '12' })).toEqual({ connection: 'connected', type: 'twitter', account: 12 });
    expect(validateConnectSearch({ connection: 'select', type: 'facebook_page', selection: '0b4e7c1a-9f6d-4c38-8a77-2f1d3e5b6a90' })).toEqual({
      connection: 'select',
      type: 'facebook_page',
      selection: '0b4e7c1a-9f6d-4c38-8a77-2f1d3e5b6a90',
    });
    expect(validateConnectSearch({ connection: 'error', code: 'POSTING_PROFILE_LIMIT', message: 'Upgrade your plan' })).toEqual({
      connection: 'error',
      code: 'POSTING_PROFILE_LIMIT',
      message: 'Upgrade your plan',
    });
  });

  it('drops what it does not know', () => {
    expect(validateConnectSearch({ connection: 'hacked', type: 'twitter' })).toEqual({});
    expect(validateConnectSearch({ connection: 'connected', type: 'myspace', account: '-3', selection: '../../etc' })).toEqual({ connection: 'connected' });
    expect(validateConnectSearch({ connection: 'error', message: 'x'.repeat(2000) }).message).toHaveLength(500);
  });
});
