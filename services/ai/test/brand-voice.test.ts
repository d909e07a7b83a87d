import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Permission, WorkspaceRole } from '@cadence/contracts';
import type { AccessClaims } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { aiService } from '../src/app';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([aiService]);
});
afterAll(async () => {
  await t?.close();
});

const member = (workspaceId: number, role: WorkspaceRole, perms: Permission[] = ['AIContentGenerator']) => {
  const claims: AccessClaims & { wrole: WorkspaceRole } = { sub: String(100 + workspaceId), wid: workspaceId, rid: [3], perms, wrole: role };
  return { authorization: `Bearer ${t.platform.app.jwt.sign(claims, { expiresIn: 600 })}` };
};
const inject = (method: 'GET' | 'PUT', headers: Record<string, string>, payload?: unknown) =>
  t.platform.app.inject({ method, url: '/api/ai/brand-voice', headers, ...(payload === undefined ? {} : { payload }) } as InjectOptions);

const workspace = () => 1000 + Math.floor(Math.random() * 1_000_000);

describe('brand voice', () => {
  it('is empty until set; the owner and an admin set it; it is kept per workspace', async () => {
    const [a, b] = [workspace(), workspace()];
    const empty = await inject('GET', member(a, 'viewer'));
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ voice: '', updated_at: null });

    const byOwner = await inject('PUT', member(a, 'owner'), { voice: '  Warm, short sentences, no jargon.  ' });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().data.voice).toBe('Warm, short sentences, no jargon.');
    expect(Date.parse(byOwner.json().data.updated_at)).not.toBeNaN();

    const byAdmin = await inject('PUT', member(a, 'admin'), { voice: 'Playful; one emoji at most.' });
    expect(byAdmin.json().data.voice).toBe('Playful; one emoji at most.');
    expect((await inject('GET', member(a, 'editor'))).json().data.voice).toBe('Playful; one emoji at most.');

    expect((await inject('GET', member(b, 'owner'))).json().data).toEqual({ voice: '', updated_at: null });
    const rows = await t.database.sql`select workspace_id, voice from ai.brand_voices where workspace_id in (${a}, ${b})`;
    expect(rows.map((row) => [row.workspace_id, row.voice])).toEqual([[a, 'Playful; one emoji at most.']]);
  });

  it('editors, contributors and viewers get 403 and change nothing; without AIContentGenerator even reading is 403', async () => {
    const ws = workspace();
    await inject('PUT', member(ws, 'owner'), { voice: 'Formal.' });
    for (const role of ['editor', 'contributor', 'viewer'] as const) {
      const response = await inject('PUT', member(ws, role), { voice: 'Loud!' });
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
    expect((await inject('GET', member(ws, 'viewer'))).json().data.voice).toBe('Formal.');
    expect((await inject('GET', member(ws, 'owner', ['Setting']))).statusCode).toBe(403);
    expect((await inject('PUT', member(ws, 'owner', ['Setting']), { voice: 'x' })).statusCode).toBe(403);
    expect((await t.platform.app.inject({ method: 'GET', url: '/api/ai/brand-voice' })).statusCode).toBe(401);
  });

  it('answers bad input with 400 and field errors, writing nothing', async () => {
    const ws = workspace();
    for (const payload of [{}, { voice: { text: 'x' } }, { voice: 'v'.repeat(2001) }, { voice: 'ok', extra: 1 }]) {
      const response = await inject('PUT', member(ws, 'owner'), payload);
      expect([JSON.stringify(payload).slice(0, 40), response.statusCode]).toEqual([JSON.stringify(payload).slice(0, 40), 400]);
      expect(response.json().errors?.length).toBeGreaterThan(0);
    }
    expect((await inject('GET', member(ws, 'owner'))).json().data.updated_at).toBeNull();
  });
});
