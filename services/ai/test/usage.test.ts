import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { allowanceResetsAt, entitlementsChanged, entitlementsOf, usageMonthOf, type Entitlements, type EventMessage, type Permission, type WorkspaceRole } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import type { AccessClaims } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { aiService } from '../src/app';
import { entitlementsOnChange } from '../src/consumers/entitlements-changed';
import { getEntitlements } from '../src/features/usage/usage.repository';
import { startOpenAiPeer, type OpenAiPeer } from './peers/openai';

const KEY = `sk-use-${Math.random().toString(36).slice(2)}`;

let t: TestPlatform;
let peer: OpenAiPeer;
beforeAll(async () => {
  peer = await startOpenAiPeer({ apiKey: KEY, models: ['gpt-4o-mini'] });
  t = await startTestPlatform([aiService], { OUTBOUND_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const workspace = () => 1000 + Math.floor(Math.random() * 1_000_000);
const member = (workspaceId: number, role: WorkspaceRole = 'owner', perms: Permission[] = ['AIContentGenerator', 'Setting']) => {
  const claims: AccessClaims & { wrole: WorkspaceRole } = { sub: String(100 + workspaceId), wid: workspaceId, rid: [3], perms, wrole: role };
  return { authorization: `Bearer ${t.platform.app.jwt.sign(claims, { expiresIn: 600 })}` };
};
const staff = () => t.token({ userId: 1, permissions: ['SystemSetting'], roleIds: [1] });
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.platform.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) } as InjectOptions);

/** Delivers billing.entitlements.changed to the AI service's consumer, as the transport would. */
async function deliver(entitlements: Entitlements): Promise<void> {
  const message: EventMessage<Entitlements> = {
    id: randomUUID(),
    name: entitlementsChanged.name,
    version: 1,
    topic: entitlementsChanged.topic,
    key: String(entitlements.workspaceId),
    occurredAt: new Date().toISOString(),
    payload: entitlements,
    headers: {},
  };
  await createDrizzle(t.platform.sql!).transaction((tx) => entitlementsOnChange.handle(tx, message.payload, message));
}

async function withAllowance(allowance: number | null, revision = 1): Promise<number> {
  const ws = workspace();
  const base = entitlementsOf(ws, 'creator', 'active');
  await deliver({ ...base, limits: { ...base.limits, aiGenerationsPerMonth: allowance }, revision });
  const saved = await inject('PUT', '/api/ai/settings', member(ws), { base_url: peer.url, api_key: KEY, model_generation: 'gpt-4o-mini' });
  expect(saved.statusCode).toBe(200);
  return ws;
}

const brief = { topic: 'Spring sale', language: 'en', length: 'short', networks: ['twitter'] };
const generate = (ws: number) => inject('POST', '/api/ai/generations', member(ws, 'editor'), brief);

describe('the monthly allowance', () => {
  it("keeps billing's latest entitlements: a late, older revision changes nothing; before billing speaks, the Traction trial applies", async () => {
    const ws = workspace();
    const base = entitlementsOf(ws, 'scale', 'active');
    await deliver({ ...base, limits: { ...base.limits, aiGenerationsPerMonth: 7 }, revision: 4 });
    await deliver({ ...base, limits: { ...base.limits, aiGenerationsPerMonth: 2 }, revision: 3 });
    const db = createDrizzle(t.platform.sql!);
    expect((await getEntitlements(db, ws)).limits.aiGenerationsPerMonth).toBe(7);
    const usage = (await inject('GET', '/api/ai/usage', member(ws, 'viewer'))).json().data;
    expect(usage).toMatchObject({ used: 0, allowance: 7, plan: 'scale', tokens_in: 0, tokens_out: 0, month: usageMonthOf() });

    const fresh = (await inject('GET', '/api/ai/usage', member(workspace(), 'viewer'))).json().data;
    expect(fresh).toMatchObject({ plan: 'traction', allowance: entitlementsOf(1, 'traction').limits.aiGenerationsPerMonth });
    // An event written before the limit existed reads as the plan's catalogue figure.
    const old = workspace();
    const { aiGenerationsPerMonth: _dropped, ...legacyLimits } = entitlementsOf(old, 'advanced', 'active').limits;
    await deliver({ ...entitlementsOf(old, 'advanced', 'active'), limits: legacyLimits, revision: 1 });
    expect((await inject('GET', '/api/ai/usage', member(old))).json().data.allowance).toBe(entitlementsOf(1, 'advanced').limits.aiGenerationsPerMonth);
  });

  it('meters requests and tokens, then answers 429 with the reset date before calling the model', async () => {
    const ws = await withAllowance(2);
    for (let i = 0; i < 2; i += 1) {
      peer.answerNext('Spring sale on now.');
      const ok = await generate(ws);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('event: done');
    }
    const calls = peer.chats.length;
    const over = await generate(ws);
    expect(over.statusCode).toBe(429);
    const resetsAt = allowanceResetsAt().toISOString();
    expect(over.json().errors).toEqual([{ field: 'resets_at', message: resetsAt }]);
    expect(over.json().message).toContain(resetsAt.slice(0, 10));
    expect(over.json().message).toMatch(/Creator plan allows 2 a month/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(peer.chats.length).toBe(calls);

    const usage = (await inject('GET', '/api/ai/usage', member(ws))).json().data;
    const kept = await t.database.sql`select coalesce(sum(tokens_in), 0)::int as tin, coalesce(sum(tokens_out), 0)::int as tout from ai.generations where workspace_id = ${ws}`;
    expect(usage).toMatchObject({ used: 2, allowance: 2, resets_at: resetsAt, tokens_in: kept[0]!.tin, tokens_out: kept[0]!.tout });
    expect(usage.tokens_in).toBeGreaterThan(0);
    expect(usage.tokens_out).toBeGreaterThan(0);

    // A higher allowance from billing lets the workspace go on at once.
    const base = entitlementsOf(ws, 'traction', 'active');
    await deliver({ ...base, limits: { ...base.limits, aiGenerationsPerMonth: 3 }, revision: 2 });
    peer.answerNext('One more.');
    expect((await generate(ws)).statusCode).toBe(200);
    expect((await generate(ws)).statusCode).toBe(429);
  });

  it('counts each assist action as one of the month\'s generations, with its tokens', async () => {
    const ws = await withAllowance(2);
    peer.answerNext('Spring sale on now.');
    expect((await generate(ws)).statusCode).toBe(200);
    const before = (await inject('GET', '/api/ai/usage', member(ws))).json().data;
    peer.answerNext('Spring sale, now on.');
    const rewrite = await inject('POST', '/api/ai/assist', member(ws, 'editor', ['AIComposer']), { action: 'rewrite', text: 'spring sale now', network: 'twitter' });
    expect(rewrite.statusCode).toBe(200);
    const after = (await inject('GET', '/api/ai/usage', member(ws))).json().data;
    expect(after.used).toBe(2);
    expect(after.tokens_in).toBe(before.tokens_in + rewrite.json().data.tokens_in);
    expect(after.tokens_out).toBe(before.tokens_out + rewrite.json().data.tokens_out);
    const calls = peer.chats.length;
    const over = await inject('POST', '/api/ai/assist', member(ws, 'editor', ['AIComposer']), { action: 'shorten', text: 'spring sale now', network: 'twitter' });
    expect(over.statusCode).toBe(429);
    expect(peer.chats.length).toBe(calls);
  });

  it('lets exactly the allowance through when requests arrive together at the edge', async () => {
    const db = createDrizzle(t.platform.sql!);
    const { reserve } = await import('../src/features/usage/usage.repository');
    const ws = workspace();
    const month = usageMonthOf();
    const results = await Promise.all(Array.from({ length: 12 }, () => reserve(db, ws, month, 5)));
    expect(results.filter((r) => r !== null).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5]);
    expect(results.filter((r) => r === null)).toHaveLength(7);
    const rows = await t.database.sql`select requests from ai.usage_months where workspace_id = ${ws}`;
    expect(rows.map((r) => r.requests)).toEqual([5]);
  });

  it('lets two generations at the last free place not both pass', async () => {
    const ws = await withAllowance(1);
    peer.answerNext('First.', 'Second.');
    const [a, b] = await Promise.all([generate(ws), generate(ws)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    expect((await inject('GET', '/api/ai/usage', member(ws))).json().data.used).toBe(1);
  });

  it('an allowance of 0 refuses at once; no limit (null) never refuses', async () => {
    const none = await withAllowance(0);
    expect((await generate(none)).statusCode).toBe(429);
    const rows = await t.database.sql`select count(*)::int as n from ai.usage_months where workspace_id = ${none}`;
    expect(rows[0]!.n).toBe(0);
    const unlimited = await withAllowance(null);
    peer.answerNext('A.', 'B.');
    expect((await generate(unlimited)).statusCode).toBe(200);
    expect((await generate(unlimited)).statusCode).toBe(200);
    expect((await inject('GET', '/api/ai/usage', member(unlimited))).json().data).toMatchObject({ used: 2, allowance: null });
  });
});

describe("staff's usage list", () => {
  it("lists each workspace's month with its allowance, sorted and searched; members get 403", async () => {
    const [a, b] = [await withAllowance(10), await withAllowance(20)];
    peer.answerNext('A1.', 'A2.', 'B1.');
    await generate(a);
    await generate(a);
    await generate(b);
    const list = await inject('GET', '/api/ai/usage/workspaces?orderBy=used&order=desc&limit=100', { authorization: `Bearer ${staff()}` });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as Array<{ workspace_id: number; used: number; allowance: number }>;
    const mine = rows.filter((row) => row.workspace_id === a || row.workspace_id === b);
    expect(mine.map((row) => [row.workspace_id, row.used, row.allowance])).toEqual([
      [a, 2, 10],
      [b, 1, 20],
    ]);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.used).toBeGreaterThanOrEqual(rows[i]!.used);

    const searched = (await inject('GET', `/api/ai/usage/workspaces?search=${b}`, { authorization: `Bearer ${staff()}` })).json();
    expect(searched.data.map((row: { workspace_id: number }) => row.workspace_id)).toEqual([b]);
    expect(searched.total).toBe(1);
    const lastYear = (await inject('GET', '/api/ai/usage/workspaces?month=2000-01', { authorization: `Bearer ${staff()}` })).json();
    expect(lastYear.total).toBe(0);
    const badMonth = await inject('GET', '/api/ai/usage/workspaces?month=2000-13', { authorization: `Bearer ${staff()}` });
    expect(badMonth.statusCode).toBe(400);
    expect((await inject('GET', '/api/ai/usage/workspaces', member(a))).statusCode).toBe(403);
    expect((await inject('GET', '/api/ai/usage', member(a, 'owner', ['Setting']))).statusCode).toBe(403);
  });
});
