import { describe, expect, it } from 'vitest';
import { parseHandover } from './handover';

const access = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOjd9.c2lnbmF0dXJl';
const refresh = 'r3fr35h-t0k3n-0f-tw3nty-ch4rs';

describe('parseHandover', () => {
  it('reads the session response fields from the fragment', () => {
    expect(parseHandover(`#access_token=${access}&token_type=Bearer&expires_in=900&refresh_token=${refresh}&refresh_expires_in=2592000`)).toEqual({
      access_token: access,
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: refresh,
      refresh_expires_in: 2_592_000,
    });
    expect(parseHandover(`access_token=${access}&expires_in=900&refresh_token=${refresh}&refresh_expires_in=60`)?.expires_in).toBe(900);
  });

  it('hands over nothing when a part is missing or malformed', () => {
    expect(parseHandover('')).toBeNull();
    expect(parseHandover('#')).toBeNull();
    expect(parseHandover(`#access_token=${access}&expires_in=900`)).toBeNull();
    expect(parseHandover(`#access_token=${access}&expires_in=0&refresh_token=${refresh}&refresh_expires_in=60`)).toBeNull();
    expect(parseHandover(`#access_token=${access}&expires_in=-5&refresh_token=${refresh}&refresh_expires_in=60`)).toBeNull();
    expect(parseHandover(`#access_token=${access}&expires_in=soon&refresh_token=${refresh}&refresh_expires_in=60`)).toBeNull();
    expect(parseHandover(`#access_token=short&expires_in=900&refresh_token=${refresh}&refresh_expires_in=60`)).toBeNull();
    expect(parseHandover(`#access_token=${access}&token_type=mac&expires_in=900&refresh_token=${refresh}&refresh_expires_in=60`)).toBeNull();
    expect(parseHandover(`#access_token=<script>alert(1)</script>&expires_in=900&refresh_token=${refresh}&refresh_expires_in=60`)).toBeNull();
  });
});
