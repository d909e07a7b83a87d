import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { contentService } from '../src/app';

const run = promisify(execFile);

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([contentService]);
});
afterAll(() => t?.close());

const staff = () => ({ authorization: `Bearer ${t.token({ userId: 1, permissions: ['WebsiteSetting'] })}` });
const client = () => ({ authorization: `Bearer ${t.token({ userId: 2, workspaceId: 20 })}` });
const inject = (method: 'GET' | 'PUT', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) => t.platform.app.inject({ method, url, ...options } as InjectOptions);
const errorsOf = (body: string) => Object.fromEntries(((JSON.parse(body) as { errors?: { field: string; message: string }[] }).errors ?? []).map((e) => [e.field, e.message]));

const body = { site_name: 'Acme Social', contact_email: 'hello@acme.example', social: { x: 'https://x.com/acme', linkedin: 'https://www.linkedin.com/company/acme' } };

describe('website settings', () => {
  it('refuses a client without WebsiteSetting (403) and anyone signed out (401); the public copy is open', async () => {
    for (const [method, url] of [
      ['GET', '/api/site-settings'],
      ['PUT', '/api/site-settings'],
      ['GET', '/api/site-settings/audit'],
    ] as const) {
      expect((await inject(method, url, { headers: client(), ...(method === 'PUT' ? { payload: body } : {}) })).statusCode, `${method} ${url}`).toBe(403);
      expect((await inject(method, url, method === 'PUT' ? { payload: body } : {})).statusCode, `${method} ${url}`).toBe(401);
    }
    const open = await inject('GET', '/api/site-settings/public');
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({ site_name: 'Cadence', contact_email: null, social: { x: null }, updated_at: null });
  });

  it('answers bad input with 400 and the fields at fault', async () => {
    const bad = await inject('PUT', '/api/site-settings', { headers: staff(), payload: { site_name: '', contact_email: 'not-an-address', social: { x: 'http://x.com/acme', myspace: 'https://myspace.com/a' } } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorsOf(bad.body))).toEqual(expect.arrayContaining(['site_name', 'contact_email']));
    expect(Object.keys(errorsOf(bad.body)).some((field) => field.startsWith('social'))).toBe(true);
  });

  it('saves the settings, shows them on the public copy, and audits the fields that changed', async () => {
    const saved = await inject('PUT', '/api/site-settings', { headers: staff(), payload: body });
    expect(saved.statusCode).toBe(200);
    const open = (await inject('GET', '/api/site-settings/public')).json().data;
    expect(open).toMatchObject({ site_name: 'Acme Social', contact_email: 'hello@acme.example', social: { x: 'https://x.com/acme', linkedin: 'https://www.linkedin.com/company/acme', facebook: null } });
    const second = await inject('PUT', '/api/site-settings', { headers: staff(), payload: { ...body, social: { x: '' } } });
    expect(second.json().data.social).toMatchObject({ x: null, linkedin: null });
    const audit = await inject('GET', '/api/site-settings/audit?orderBy=id&order=desc', { headers: staff() });
    expect(audit.statusCode).toBe(200);
    expect((audit.json().data as { fields: string[]; actor_id: number }[]).map((entry) => entry.fields)).toEqual([
      ['social.x', 'social.linkedin'],
      ['site_name', 'contact_email', 'social.x', 'social.linkedin'],
    ]);
    const { stdout: dump } = await run('pg_dump', ['--no-owner', '--data-only', '--schema=content', t.database.url], { maxBuffer: 64 * 1024 * 1024 });
    expect(dump).toContain('Acme Social');
  });
});
