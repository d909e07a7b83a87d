import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { contentService } from '../src/app';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([contentService]);
});
afterAll(() => t?.close());

const staff = () => ({ authorization: `Bearer ${t.token({ userId: 1, permissions: ['WebsiteSetting'] })}` });
const client = () => ({ authorization: `Bearer ${t.token({ userId: 2, workspaceId: 20, permissions: ['dashboard', 'Setting'] })}` });
const inject = (method: 'GET' | 'POST', url: string, options: { headers?: Record<string, string>; payload?: unknown; remoteAddress?: string } = {}) =>
  t.platform.app.inject({ method, url, ...options } as InjectOptions);

describe('subscribers CSV export', () => {
  beforeAll(async () => {
    for (const [index, email] of ['first.reader@example.com', 'second.reader@example.org', '=cmd@example.com'].entries()) {
      const response = await inject('POST', '/api/subscribers', { payload: { email, locale: index === 1 ? 'ro' : 'en' }, remoteAddress: `10.9.0.${index + 1}` });
      expect(response.statusCode).toBe(200);
    }
    await t.database.sql`update content.subscribers set status = 'unsubscribed' where email = 'second.reader@example.org'`;
  });

  it('asks for a token and the WebsiteSetting permission', async () => {
    expect((await inject('GET', '/api/subscribers/export.csv')).statusCode).toBe(401);
    const refused = await inject('GET', '/api/subscribers/export.csv', { headers: client() });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('reader@');
  });

  it('writes every subscriber with a header, oldest first, a formula-looking address kept as text', async () => {
    const response = await inject('GET', '/api/subscribers/export.csv', { headers: staff() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('subscribers.csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('email,status,email_status,locale,createdAt');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'first.reader@example.com,subscribed,unverified,en',
      'second.reader@example.org,unsubscribed,unverified,ro',
      "'=cmd@example.com,subscribed,unverified,en",
    ]);
  });

  it('filters by status and search like the list; refuses an unknown status with its field', async () => {
    const unsubscribed = await inject('GET', '/api/subscribers/export.csv?status=unsubscribed', { headers: staff() });
    expect(unsubscribed.body.trim().split('\n').slice(1)).toHaveLength(1);
    expect(unsubscribed.body).toContain('second.reader@example.org');
    const searched = await inject('GET', '/api/subscribers/export.csv?search=.org', { headers: staff() });
    expect(searched.body.trim().split('\n').slice(1).map((line) => line.split(',')[0])).toEqual(['second.reader@example.org']);
    const wildcard = await inject('GET', '/api/subscribers/export.csv?search=%25', { headers: staff() });
    expect(wildcard.body.trim().split('\n')).toHaveLength(1);
    const bad = await inject('GET', '/api/subscribers/export.csv?status=gone', { headers: staff() });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('status');
  });
});
