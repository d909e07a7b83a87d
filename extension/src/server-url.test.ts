import { describe, expect, it } from 'vitest';
import { login, markNotificationRead } from '@cadence/contracts';
import { endpointUrl, normaliseServerUrl } from './server-url';

describe('server address', () => {
  it('accepts what people type', () => {
    expect(normaliseServerUrl(' cadence.example.com ')).toBe('https://cadence.example.com');
    expect(normaliseServerUrl('http://localhost:3000/dashboard')).toBe('http://localhost:3000');
    expect(() => normaliseServerUrl('  ')).toThrow(/address/);
  });

  it('builds endpoint URLs from the shared contracts', () => {
    expect(endpointUrl('localhost:3000', login).startsWith('https://localhost:3000/api/auth/login')).toBe(true);
    expect(endpointUrl('http://localhost:3000', markNotificationRead, { id: 7 })).toBe('http://localhost:3000/api/notifications/mark-read/7');
  });
});
