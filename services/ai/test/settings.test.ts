import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { aiService } from '../src/app';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([aiService]);
});
afterAll(() => t?.close());

const staff = (permissions: string[] = ['SystemSetting']) => ({ authorization: `Bearer ${t.token({ userId: 1, permissions: permissions as never })}` });
const owner = (workspaceId: number) => ({ authorization: `Bearer ${t.token({ userId: 100 + workspaceId, workspaceId, permissions: ['Setting'] })}` });
const inject = (method: 'GET' | 'PUT', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) =>
  t.platform.app.inject({ method, url, ...options } as InjectOptions);

const secret = () => `sk-test-${Math.random().toString(36).slice(2)}WXYZ`;
const workspace = () => 1000 + Math.floor(Math.random() * 1_000_000);

describe('AI endpoint settings', () => {
  it('staff set the platform endpoint; the key is never returned and not readable in the table', async () => {
    const key = secret();
    const response = await inject('PUT', '/api/ai/platform-settings', {
      headers: staff(),
      payload: { base_url: 'https://ai.example.com/v1', api_key: key, model_generation: 'gpt-4o-mini', model_rewriting: 'gpt-4o-mini', model_image_description: 'gpt-4o' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(key);
    expect(response.json().data).toMatchObject({ source: 'platform', base_url: 'https://ai.example.com/v1', api_key_set: true, api_key_last4: 'WXYZ', model_generation: 'gpt-4o-mini' });

    const [row] = await t.database.sql`select api_key_encrypted from ai.endpoint_settings where workspace_id = 0`;
    expect(row!.api_key_encrypted).not.toContain(key.slice(0, 12));
    expect(JSON.stringify(await t.database.sql`select * from ai.endpoint_settings`)).not.toContain(key);

    const fresh = workspace();
    const seen = await inject('GET', '/api/ai/settings', { headers: owner(fresh) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ source: 'platform', base_url: 'https://ai.example.com/v1', api_key_set: true });
    expect(seen.body).not.toContain(key);
  });

  it("a workspace's own endpoint overrides the platform's and is invisible to other workspaces", async () => {
    const [a, b] = [workspace(), workspace()];
    const key = secret();
    const saved = await inject('PUT', '/api/ai/settings', { headers: owner(a), payload: { base_url: 'https://own.example.com/v1', api_key: key } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ source: 'workspace', base_url: 'https://own.example.com/v1', api_key_last4: key.slice(-4) });
    expect(saved.body).not.toContain(key);

    expect((await inject('GET', '/api/ai/settings', { headers: owner(a) })).json().data.base_url).toBe('https://own.example.com/v1');
    const other = (await inject('GET', '/api/ai/settings', { headers: owner(b) })).json().data;
    expect(other.source).not.toBe('workspace');
    expect(other.base_url).not.toBe('https://own.example.com/v1');

    const kept = await inject('PUT', '/api/ai/settings', { headers: owner(a), payload: { base_url: 'https://own2.example.com/v1' } });
    expect(kept.json().data).toMatchObject({ base_url: 'https://own2.example.com/v1', api_key_set: true });
    const cleared = await inject('PUT', '/api/ai/settings', { headers: owner(a), payload: { base_url: 'https://own2.example.com/v1', api_key: null } });
    expect(cleared.json().data).toMatchObject({ api_key_set: false, api_key_last4: null });
  });

  it('staff without SystemSetting get 403; a client cannot touch the platform endpoint', async () => {
    expect((await inject('GET', '/api/ai/platform-settings', { headers: staff(['WebsiteSetting']) })).statusCode).toBe(403);
    expect((await inject('PUT', '/api/ai/platform-settings', { headers: owner(workspace()), payload: { base_url: 'https://x.example.com' } })).statusCode).toBe(403);
    expect((await inject('GET', '/api/ai/settings')).statusCode).toBe(401);
  });

  it('answers bad input with 400 and field errors, writing nothing', async () => {
    const ws = workspace();
    for (const payload of [{}, { base_url: 'not a url' }, { base_url: 'ftp://x.example.com' }, { base_url: 'https://x.example.com', api_key: 'k'.repeat(501) }, { base_url: 'https://x.example.com', model_generation: 'm'.repeat(201) }, { base_url: 'https://x.example.com', extra: 1 }]) {
      const response = await inject('PUT', '/api/ai/settings', { headers: owner(ws), payload });
      expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 400]);
      expect(response.json().errors?.length).toBeGreaterThan(0);
    }
    expect((await inject('GET', '/api/ai/settings', { headers: owner(ws) })).json().data.source).not.toBe('workspace');
  });
});
