import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction';

describe('request URLs in the log', () => {
  it('hide signed media links, socket tickets and tokens from mails', () => {
    expect(redactUrl('/api/media/signed/12.f.1790000000.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG')).toBe('/api/media/signed/[redacted]');
    expect(redactUrl('/api/notifications/ws?ticket=s3cr3t-ticket')).toBe('/api/notifications/ws?ticket=[redacted]');
    expect(redactUrl('/api/team/invitations/preview?token=abc&lang=fr')).toBe('/api/team/invitations/preview?token=[redacted]&lang=fr');
    expect(redactUrl('/api/accounts/callback?state=x&code=oauth-code')).toBe('/api/accounts/callback?state=x&code=[redacted]');
  });

  it('leave other URLs as they are', () => {
    expect(redactUrl('/api/posts?search=hello&page=2')).toBe('/api/posts?search=hello&page=2');
    expect(redactUrl('/api/media/7')).toBe('/api/media/7');
  });

  it('are what the request serializer writes', () => {
    const logged = serializeRequest({ method: 'GET', url: '/api/notifications/ws?ticket=live', host: 'localhost', ip: '127.0.0.1', socket: { remotePort: 5000 } });
    expect(logged).toEqual({ method: 'GET', url: '/api/notifications/ws?ticket=[redacted]', host: 'localhost', remoteAddress: '127.0.0.1', remotePort: 5000 });
    expect(JSON.stringify(logged)).not.toContain('live');
  });
});
