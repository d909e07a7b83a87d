import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { WorkspaceRole } from '@cadence/contracts';
import type { AccessClaims } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { aiService } from '../src/app';
import { startOpenAiPeer, type OpenAiPeer } from './peers/openai';

const PLATFORM_KEY = `sk-platform-${Math.random().toString(36).slice(2)}WXYZ`;
const OWN_KEY = `sk-own-${Math.random().toString(36).slice(2)}QRST`;

let t: TestPlatform;
let guarded: TestPlatform;
let selfHosted: TestPlatform;
let vision: OpenAiPeer;
let textOnly: OpenAiPeer;
beforeAll(async () => {
  vision = await startOpenAiPeer({ apiKey: PLATFORM_KEY, models: ['gpt-4o-mini', 'gpt-4o'], acceptsImages: true });
  textOnly = await startOpenAiPeer({ apiKey: OWN_KEY, models: ['llama3.1'], acceptsImages: false, streams: false });
  t = await startTestPlatform([aiService], { OUTBOUND_ALLOW_PRIVATE: 'true' });
  guarded = await startTestPlatform([aiService], { OUTBOUND_ALLOW_PRIVATE: 'false' });
  // A self-hoster's model server on a private address: its one origin allowed, every other call still guarded.
  selfHosted = await startTestPlatform([aiService], { OUTBOUND_ALLOW_PRIVATE: 'false', AI_ALLOW_PRIVATE_ENDPOINT: vision.url });
});
afterAll(async () => {
  await Promise.all([t?.close(), guarded?.close(), selfHosted?.close()]);
  await Promise.all([vision?.close(), textOnly?.close()]);
});

const staff = (on: TestPlatform, permissions: string[] = ['SystemSetting']) => ({ authorization: `Bearer ${on.token({ userId: 1, permissions: permissions as never })}` });
const member = (workspaceId: number, role: WorkspaceRole, on: TestPlatform = t) => {
  const claims: AccessClaims & { wrole: WorkspaceRole } = { sub: String(100 + workspaceId), wid: workspaceId, rid: [3], perms: ['Setting'], wrole: role };
  return { authorization: `Bearer ${on.platform.app.jwt.sign(claims, { expiresIn: 600 })}` };
};
const owner = (workspaceId: number, on: TestPlatform = t) => member(workspaceId, 'owner', on);
const composer = (workspaceId: number, on: TestPlatform) => {
  const claims: AccessClaims & { wrole: WorkspaceRole } = { sub: String(100 + workspaceId), wid: workspaceId, rid: [3], perms: ['AIComposer'], wrole: 'editor' };
  return { authorization: `Bearer ${on.platform.app.jwt.sign(claims, { expiresIn: 600 })}` };
};
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}, on: TestPlatform = t) =>
  on.platform.app.inject({ method, url, ...options } as InjectOptions);

const workspace = () => 1000 + Math.floor(Math.random() * 1_000_000);

describe('AI endpoint settings', () => {
  it('staff set the platform endpoint; saving probes it; the key is never returned and not readable in the table', async () => {
    const response = await inject('PUT', '/api/ai/platform-settings', {
      headers: staff(t),
      payload: { base_url: vision.url, api_key: PLATFORM_KEY, model_generation: 'gpt-4o-mini', model_rewriting: 'gpt-4o-mini', model_image_description: 'gpt-4o' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(PLATFORM_KEY);
    const data = response.json().data;
    expect(data).toMatchObject({ source: 'platform', base_url: vision.url, api_key_set: true, api_key_last4: 'WXYZ', model_generation: 'gpt-4o-mini' });
    expect(data.probe).toMatchObject({ ok: true, models: ['gpt-4o-mini', 'gpt-4o'], streaming: true, images: true });
    expect(data.probe.message).toBe('Connected: 2 models listed. Streaming works. Image input is accepted.');
    expect(vision.chats.some((chat) => chat.stream === true && chat.model === 'gpt-4o-mini')).toBe(true);
    expect(vision.chats.some((chat) => chat.model === 'gpt-4o' && JSON.stringify(chat.messages).includes('image_url'))).toBe(true);

    const rows = await t.database.sql`select * from ai.endpoint_settings where workspace_id = 0`;
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(PLATFORM_KEY);
    expect(String(rows[0]!.api_key_encrypted)).toMatch(/^v1\./);

    // A client sees that the platform's endpoint is set and what it does, never its address nor its key's end.
    const seen = await inject('GET', '/api/ai/settings', { headers: owner(workspace()) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ source: 'platform', base_url: null, api_key_set: true, api_key_last4: null, model_generation: 'gpt-4o-mini' });
    expect(seen.json().data.probe).toMatchObject({ ok: true, models: ['gpt-4o-mini', 'gpt-4o'] });
    expect(seen.body).not.toContain(PLATFORM_KEY);
    expect(seen.body).not.toContain(vision.url.replace('/v1', ''));
    expect(seen.body).not.toContain('WXYZ');
    // Staff who may read the platform's settings see them in a workspace too.
    const asStaff = await inject('GET', '/api/ai/settings', { headers: { authorization: `Bearer ${t.token({ userId: 1, workspaceId: workspace(), permissions: ['SystemSetting'] })}` } });
    expect(asStaff.json().data).toMatchObject({ source: 'platform', base_url: vision.url, api_key_last4: 'WXYZ' });
    const platform = await inject('GET', '/api/ai/platform-settings', { headers: staff(t) });
    expect(platform.json().data.probe.ok).toBe(true);
    expect(platform.body).not.toContain(PLATFORM_KEY);
  });

  it("a workspace's own endpoint overrides the platform's, is probed for what it lacks, and is invisible to other workspaces", async () => {
    const [a, b] = [workspace(), workspace()];
    const saved = await inject('PUT', '/api/ai/settings', { headers: owner(a), payload: { base_url: textOnly.url, api_key: OWN_KEY } });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(OWN_KEY);
    expect(saved.json().data).toMatchObject({ source: 'workspace', base_url: textOnly.url, api_key_last4: 'QRST' });
    expect(saved.json().data.probe).toMatchObject({ ok: true, models: ['llama3.1'], streaming: false, images: false });
    expect(saved.json().data.probe.message).toMatch(/^Connected: 1 model listed\. Streaming does not work .*Image input is not accepted\.$/);

    expect((await inject('GET', '/api/ai/settings', { headers: owner(a) })).json().data.base_url).toBe(textOnly.url);
    const other = (await inject('GET', '/api/ai/settings', { headers: owner(b) })).json().data;
    expect(other.source).not.toBe('workspace');
    expect(other.base_url).not.toBe(textOnly.url);

    const kept = await inject('PUT', '/api/ai/settings', { headers: owner(a), payload: { base_url: textOnly.url, model_generation: 'llama3.1' } });
    expect(kept.json().data).toMatchObject({ api_key_set: true, model_generation: 'llama3.1' });
    expect(kept.json().data.probe.ok).toBe(true);
    const cleared = await inject('PUT', '/api/ai/settings', { headers: owner(a), payload: { base_url: textOnly.url, api_key: null } });
    expect(cleared.json().data).toMatchObject({ api_key_set: false, api_key_last4: null });
    expect(cleared.json().data.probe).toMatchObject({ ok: false, message: 'The endpoint refused the API key.' });
  });

  it('is connected only when every model chosen is listed: a mistyped one is named with those the endpoint lists', async () => {
    const ws = workspace();
    const typo = await inject('PUT', '/api/ai/settings', { headers: owner(ws), payload: { base_url: vision.url, api_key: PLATFORM_KEY, model_generation: 'gpt-4o-mni', model_rewriting: 'gpt-4o' } });
    expect(typo.statusCode).toBe(200);
    expect(typo.json().data.probe).toMatchObject({ ok: false, models: ['gpt-4o-mini', 'gpt-4o'] });
    expect(typo.json().data.probe.message).toMatch(/^The endpoint does not list the generation model “gpt-4o-mni”\. It lists gpt-4o-mini, gpt-4o; check the spelling\. /);
    const fixed = await inject('PUT', '/api/ai/settings', { headers: owner(ws), payload: { base_url: vision.url, model_generation: 'gpt-4o-mini', model_rewriting: 'gpt-4o' } });
    expect(fixed.json().data.probe).toMatchObject({ ok: true, message: expect.stringMatching(/^Connected: 2 models listed\./) });
  });

  it('a refused key or an unreachable endpoint is saved with a plain message, never a 500', async () => {
    const ws = workspace();
    const refused = await inject('PUT', '/api/ai/settings', { headers: owner(ws), payload: { base_url: vision.url, api_key: 'sk-wrong-0000' } });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.probe).toMatchObject({ ok: false, models: [], message: 'The endpoint refused the API key.' });

    const closed = await startOpenAiPeer({ apiKey: 'x' });
    const url = closed.url;
    await closed.close();
    const unreachable = await inject('PUT', '/api/ai/settings', { headers: owner(ws), payload: { base_url: url, api_key: 'x' } });
    expect(unreachable.statusCode).toBe(200);
    expect(unreachable.json().data.probe).toMatchObject({ ok: false, message: 'The endpoint could not be reached; check the base URL.' });
  });

  it('the outbound guard keeps the endpoint off internal addresses unless OUTBOUND_ALLOW_PRIVATE is set: refused when saved, with the reason', async () => {
    const before = vision.chats.length;
    const ws = workspace();
    const response = await inject('PUT', '/api/ai/settings', { headers: owner(ws, guarded), payload: { base_url: vision.url, api_key: PLATFORM_KEY } }, guarded);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'base_url', message: 'is refused: 127.0.0.1 is not an allowed address; an AI endpoint must be on a public address' }]);
    expect(vision.chats.length).toBe(before);
    expect((await inject('GET', '/api/ai/settings', { headers: owner(ws, guarded) }, guarded)).json().data.source).toBe('none');
    const platform = await inject('PUT', '/api/ai/platform-settings', { headers: staff(guarded), payload: { base_url: `http://[::1]:9/v1` } }, guarded);
    expect(platform.statusCode).toBe(400);
    expect(platform.json().errors[0].message).toMatch(/^is refused: ::1 is not an allowed address; .*AI_ALLOW_PRIVATE_ENDPOINT/);
  });

  it('checks the URL when it is saved: http(s), a host, no credentials, no query or fragment', async () => {
    const ws = workspace();
    const cases: [string, string][] = [
      [vision.url.replace('http://', 'http://user:secret@'), 'must not carry a user name or password; give the key in api_key'],
      [`${vision.url}?api-version=1`, 'must not have a query (?…) or a fragment (#…): give the base URL the API paths are added to'],
      [`${vision.url}#/chat`, 'must not have a query (?…) or a fragment (#…): give the base URL the API paths are added to'],
    ];
    const before = vision.chats.length;
    for (const [url, message] of cases) {
      const response = await inject('PUT', '/api/ai/settings', { headers: owner(ws), payload: { base_url: url } });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json().errors).toEqual([{ field: 'base_url', message }]);
    }
    expect(vision.chats.length).toBe(before);
    expect((await inject('GET', '/api/ai/settings', { headers: owner(ws) })).json().data.source).not.toBe('workspace');
  });

  it("AI_ALLOW_PRIVATE_ENDPOINT lets the platform's endpoint alone be on that one private origin", async () => {
    const saved = await inject('PUT', '/api/ai/platform-settings', { headers: staff(selfHosted), payload: { base_url: vision.url, api_key: PLATFORM_KEY, model_generation: 'gpt-4o-mini', model_rewriting: 'gpt-4o-mini' } }, selfHosted);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.probe).toMatchObject({ ok: true, models: ['gpt-4o-mini', 'gpt-4o'] });

    // Another private origin stays refused for the platform, and the allowed one for a workspace's own endpoint.
    const elsewhere = await inject('PUT', '/api/ai/platform-settings', { headers: staff(selfHosted), payload: { base_url: textOnly.url } }, selfHosted);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0]).toMatchObject({ field: 'base_url', message: expect.stringMatching(/^is refused: 127\.0\.0\.1 is not an allowed address/) });
    const ws = workspace();
    const own = await inject('PUT', '/api/ai/settings', { headers: owner(ws, selfHosted), payload: { base_url: vision.url, api_key: PLATFORM_KEY } }, selfHosted);
    expect(own.statusCode).toBe(400);
    expect(own.json().errors[0].field).toBe('base_url');

    // The workspace uses the platform's endpoint on the private origin.
    vision.answerNext('Boots, rewritten.');
    const assisted = await inject('POST', '/api/ai/assist', { headers: composer(ws, selfHosted), payload: { action: 'rewrite', text: 'boots' } }, selfHosted);
    expect(assisted.statusCode, assisted.body).toBe(200);
    expect(assisted.json().data.text).toBe('Boots, rewritten.');
  });

  it('a stored endpoint the guard refuses is a 409 with the reason from /api/ai/assist, never a 502, and is not called', async () => {
    const ws = workspace();
    // Saved before the check existed: a workspace's endpoint on a loopback address.
    await guarded.database.sql`insert into ai.endpoint_settings (workspace_id, base_url, model_generation, model_rewriting) values (${ws}, ${textOnly.url}, 'llama3.1', 'llama3.1')`;
    const before = textOnly.chats.length;
    const refused = await inject('POST', '/api/ai/assist', { headers: composer(ws, guarded), payload: { action: 'rewrite', text: 'boots' } }, guarded);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'AI_ENDPOINT_REFUSED',
      message: "The workspace's AI endpoint is refused: 127.0.0.1 is not an allowed address. The workspace's owner changes it in Settings › AI.",
    });
    expect(textOnly.chats.length).toBe(before);

    // The platform's, stored the same way, is refused without its address being told to the client.
    await guarded.database.sql`insert into ai.endpoint_settings (workspace_id, base_url, model_generation, model_rewriting) values (0, ${textOnly.url}, 'llama3.1', 'llama3.1') on conflict (workspace_id) do update set base_url = excluded.base_url`;
    const platform = await inject('POST', '/api/ai/assist', { headers: composer(workspace(), guarded), payload: { action: 'rewrite', text: 'boots' } }, guarded);
    expect(platform.statusCode).toBe(409);
    expect(platform.json().code).toBe('AI_ENDPOINT_REFUSED');
    expect(platform.json().message).toBe("The platform's AI endpoint is on an address this server does not call. Staff change it in Settings › AI.");
    expect(platform.body).not.toContain('127.0.0.1');
    expect(textOnly.chats.length).toBe(before);
  });

  it('staff without SystemSetting get 403; a client cannot touch the platform endpoint', async () => {
    expect((await inject('GET', '/api/ai/platform-settings', { headers: staff(t, ['WebsiteSetting']) })).statusCode).toBe(403);
    expect((await inject('PUT', '/api/ai/platform-settings', { headers: staff(t, ['WebsiteSetting']), payload: { base_url: vision.url } })).statusCode).toBe(403);
    expect((await inject('PUT', '/api/ai/platform-settings', { headers: owner(workspace()), payload: { base_url: vision.url } })).statusCode).toBe(403);
    expect((await inject('GET', '/api/ai/settings')).statusCode).toBe(401);
  });

  it("only the workspace's owner may set its endpoint; other members read it without the key", async () => {
    const ws = workspace();
    for (const role of ['admin', 'editor', 'contributor', 'viewer'] as const) {
      const response = await inject('PUT', '/api/ai/settings', { headers: member(ws, role), payload: { base_url: vision.url, api_key: PLATFORM_KEY } });
      expect([role, response.statusCode]).toEqual([role, 403]);
      expect(response.json().code).toBe('COMMON_ROLE_FORBIDDEN');
    }
    expect((await inject('GET', '/api/ai/settings', { headers: member(ws, 'editor') })).json().data.source).not.toBe('workspace');
  });

  it('answers bad input with 400 and field errors, writing nothing', async () => {
    const ws = workspace();
    for (const payload of [
      {},
      { base_url: 'not a url' },
      { base_url: 'ftp://x.example.com' },
      { base_url: 'https://x.example.com', api_key: 'k'.repeat(501) },
      { base_url: 'https://x.example.com', model_generation: 'm'.repeat(201) },
      { base_url: 'https://x.example.com', extra: 1 },
    ]) {
      const response = await inject('PUT', '/api/ai/settings', { headers: owner(ws), payload });
      expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 400]);
      expect(response.json().errors?.length).toBeGreaterThan(0);
    }
    expect((await inject('GET', '/api/ai/settings', { headers: owner(ws) })).json().data.source).not.toBe('workspace');
  });
});
