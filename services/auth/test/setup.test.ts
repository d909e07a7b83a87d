import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBox } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { authService } from '../src/app';

let t: TestPlatform;
let printed = '';

beforeAll(async () => {
  t = await startTestPlatform([authService], { PUBLIC_URL: 'https://cadence.test' });
  printed = startBox('https://cadence.test', ['Cadence is running'], t.platform.notices);
});
afterAll(() => t?.close());

describe('one-time setup page', () => {
  it('prints a setup link when there is no administrator', async () => {
    expect(printed).toMatch(/https:\/\/cadence\.test\/setup\?token=[\w-]+/);
    expect((await t.platform.app.inject({ method: 'GET', url: '/api/auth/setup' })).json().data.needsSetup).toBe(true);
  });

  it('refuses a wrong token, accepts the printed one once, then refuses it', async () => {
    const token = /setup\?token=([\w-]+)/.exec(printed)?.[1] ?? '';
    const body = { name: 'Owner', email: 'owner@example.com', password: 'owner password' };
    const wrong = await t.platform.app.inject({ method: 'POST', url: '/api/auth/setup', payload: { ...body, token: 'x'.repeat(32) } });
    expect(wrong.statusCode).toBe(403);
    const ok = await t.platform.app.inject({ method: 'POST', url: '/api/auth/setup', payload: { ...body, token } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.user.roleIds).toEqual([1]);
    const again = await t.platform.app.inject({ method: 'POST', url: '/api/auth/setup', payload: { ...body, email: 'second@example.com', token } });
    expect(again.statusCode).toBe(409);
    expect((await t.platform.app.inject({ method: 'GET', url: '/api/auth/setup' })).json().data.needsSetup).toBe(false);
  });
});
