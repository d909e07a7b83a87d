import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { promptVariables, renderPrompt, type Permission, type PromptCategory, type PromptTemplate, type WorkspaceRole } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import type { AccessClaims } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { aiService } from '../src/app';
import { SEEDED_CATEGORY_NAMES, SEEDED_TEMPLATE_TITLES, seedPromptLibrary } from '../src/features/templates/seed-library';
import { startOpenAiPeer, type OpenAiPeer } from './peers/openai';

const KEY = `sk-tpl-${Math.random().toString(36).slice(2)}`;

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
const member = (workspaceId: number | null, role: WorkspaceRole = 'owner', perms: Permission[] = ['AIPromptTemplates', 'AIContentGenerator', 'Setting']) => {
  const claims: AccessClaims & { wrole: WorkspaceRole } = { sub: String(100 + (workspaceId ?? 0)), wid: workspaceId, rid: [3], perms, wrole: role };
  return { authorization: `Bearer ${t.platform.app.jwt.sign(claims, { expiresIn: 600 })}` };
};
const staff = (workspaceId: number | null = null) => member(workspaceId, 'owner', ['AIPromptTemplates', 'AIContentGenerator', 'SystemSetting']);
const inject = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.platform.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) } as InjectOptions);

async function createCategory(headers: Record<string, string>, body: Record<string, unknown>): Promise<PromptCategory> {
  const response = await inject('POST', '/api/content-generator/categories', headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as PromptCategory;
}
async function createTemplate(headers: Record<string, string>, body: Record<string, unknown>): Promise<PromptTemplate> {
  const response = await inject('POST', '/api/content-generator/templates', headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as PromptTemplate;
}

describe('prompt variables', () => {
  it('lists each named variable once in order and fills them in, naming the missing ones', () => {
    expect(promptVariables('Launch {{product}} for {{ audience }}; {{product}} again, {{not a var}} and {{9x}}')).toEqual(['product', 'audience']);
    expect(renderPrompt('Launch {{product}} for {{audience}}', { product: ' Boots ', audience: '' })).toEqual({ text: 'Launch Boots for ', missing: ['audience'] });
  });
});

describe('the global library', () => {
  it('is seeded once per install: a deleted seeded template stays deleted after the next start', async () => {
    const categories = await inject('GET', '/api/content-generator/categories', member(workspace()));
    expect(categories.statusCode).toBe(200);
    const body = categories.json();
    // Pagination is off by default: every category in one answer.
    expect(body.data.map((c: PromptCategory) => c.name)).toEqual(SEEDED_CATEGORY_NAMES);
    expect(body.total).toBe(SEEDED_CATEGORY_NAMES.length);
    expect(body.pages).toBe(1);
    expect(body.data.every((c: PromptCategory) => c.scope === 'global' && !c.editable && c.templates > 0)).toBe(true);

    const paged = (await inject('GET', '/api/content-generator/categories?pagination=true&limit=2&page=1', member(workspace()))).json();
    expect(paged.data).toHaveLength(2);
    expect(paged.pages).toBe(Math.ceil(SEEDED_CATEGORY_NAMES.length / 2));

    const templates = (await inject('GET', '/api/content-generator/templates?limit=100', member(workspace()))).json();
    expect(templates.data.map((tpl: PromptTemplate) => tpl.title)).toEqual(SEEDED_TEMPLATE_TITLES);
    const launch = templates.data.find((tpl: PromptTemplate) => tpl.title === 'Product launch') as PromptTemplate;
    expect(launch.variables).toEqual(['product', 'benefit']);
    expect(launch.categories.map((c) => c.name).sort()).toEqual(['Announcements', 'Promotion']);

    expect((await inject('DELETE', `/api/content-generator/templates/${launch.id}`, staff())).statusCode).toBe(200);
    expect(await seedPromptLibrary(createDrizzle(t.platform.sql!))).toBe(false);
    const after = (await inject('GET', '/api/content-generator/templates?limit=100', member(workspace()))).json();
    expect(after.data.map((tpl: PromptTemplate) => tpl.title)).not.toContain('Product launch');
    expect(after.total).toBe(SEEDED_TEMPLATE_TITLES.length - 1);
  });

  it('staff add to it and every workspace sees it; a client cannot add to or change it', async () => {
    const category = await createCategory(staff(), { name: 'Holidays', description: 'Seasonal greetings', icon: 'gift', scope: 'global' });
    expect(category).toMatchObject({ scope: 'global', editable: true, templates: 0 });
    const template = await createTemplate(staff(), { title: 'Holiday greeting', prompt: 'Wish followers a happy {{holiday}}.', category_ids: [category.id], scope: 'global' });
    expect(template).toMatchObject({ scope: 'global', status: true, variables: ['holiday'] });

    const ws = workspace();
    const seen = (await inject('GET', `/api/content-generator/templates?category_id=${category.id}`, member(ws))).json();
    expect(seen.data.map((tpl: PromptTemplate) => [tpl.id, tpl.editable])).toEqual([[template.id, false]]);

    const byClient = await inject('POST', '/api/content-generator/templates', member(ws), { title: 'Mine', prompt: 'x', scope: 'global' });
    expect(byClient.statusCode).toBe(403);
    expect((await inject('PUT', `/api/content-generator/templates/${template.id}`, member(ws), { title: 'Hacked', prompt: 'x' })).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/content-generator/categories/${category.id}`, member(ws))).statusCode).toBe(403);
    const kept = (await inject('GET', `/api/content-generator/templates/${template.id}`, member(ws))).json().data;
    expect(kept.title).toBe('Holiday greeting');
  });
});

describe("a workspace's own templates", () => {
  it('are created, listed, searched, filtered, changed and deleted with their categories', async () => {
    const ws = workspace();
    const owner = member(ws);
    const global = (await inject('GET', '/api/content-generator/categories', owner)).json().data as PromptCategory[];
    const own = await createCategory(owner, { name: ' Recipes ', icon: 'heart' });
    expect(own).toMatchObject({ name: 'Recipes', description: null, scope: 'workspace', editable: true });

    const created = await createTemplate(member(ws, 'editor'), {
      title: 'Recipe of the week',
      prompt: 'Share the recipe for {{dish}} in {{minutes}} minutes.',
      category_ids: [own.id, global[0]!.id],
    });
    expect(created).toMatchObject({ status: true, scope: 'workspace', editable: true, variables: ['dish', 'minutes'] });
    expect(created.categories.map((c) => c.id).sort()).toEqual([own.id, global[0]!.id].sort());

    const search = (await inject('GET', '/api/content-generator/templates?search=RECIPE&scope=workspace', owner)).json();
    expect(search.data.map((tpl: PromptTemplate) => tpl.id)).toEqual([created.id]);
    const byOwnCategory = (await inject('GET', `/api/content-generator/templates?category_id=${own.id}`, owner)).json();
    expect(byOwnCategory.data.map((tpl: PromptTemplate) => tpl.id)).toEqual([created.id]);
    const counted = (await inject('GET', '/api/content-generator/categories?scope=workspace', owner)).json().data as PromptCategory[];
    expect(counted.map((c) => [c.name, c.templates])).toEqual([['Recipes', 1]]);

    const changed = await inject('PUT', `/api/content-generator/templates/${created.id}`, owner, { title: 'Weekly recipe', status: false, prompt: 'Cook {{dish}}.', category_ids: [] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ title: 'Weekly recipe', status: false, variables: ['dish'], categories: [] });
    const off = (await inject('GET', '/api/content-generator/templates?status=false&scope=workspace', owner)).json();
    expect(off.data.map((tpl: PromptTemplate) => tpl.id)).toEqual([created.id]);

    expect((await inject('DELETE', `/api/content-generator/categories/${own.id}`, owner)).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/content-generator/templates/${created.id}`, owner)).statusCode).toBe(200);
    expect((await inject('GET', `/api/content-generator/templates/${created.id}`, owner)).statusCode).toBe(404);
    const rows = await t.database.sql`select count(*)::int as n from ai.prompt_templates where workspace_id = ${ws}`;
    expect(rows[0]!.n).toBe(0);
  });

  it('answers missing or blank required fields with 400 field errors and writes nothing', async () => {
    const ws = workspace();
    const owner = member(ws);
    const empty = await inject('POST', '/api/content-generator/templates', owner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['title', 'prompt']));
    const blank = await inject('POST', '/api/content-generator/templates', owner, { title: '   ', prompt: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { field: 'title', message: 'is required' },
      { field: 'prompt', message: 'is required' },
    ]);
    const noIcon = await inject('POST', '/api/content-generator/categories', owner, { name: 'No icon' });
    expect(noIcon.statusCode).toBe(400);
    expect(noIcon.json().errors.map((e: { field: string }) => e.field)).toEqual(['icon']);
    const badIcon = await inject('POST', '/api/content-generator/categories', owner, { name: 'Bad', icon: 'skull' });
    expect(badIcon.statusCode).toBe(400);
    const unknownCategory = await inject('POST', '/api/content-generator/templates', owner, { title: 'T', prompt: 'P', category_ids: [2_000_000_000] });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().errors[0].field).toBe('category_ids');
    const rows = await t.database.sql`select (select count(*)::int from ai.prompt_templates where workspace_id = ${ws}) as t, (select count(*)::int from ai.prompt_categories where workspace_id = ${ws}) as c`;
    expect(rows[0]).toEqual({ t: 0, c: 0 });
  });

  it('stay in their workspace: another workspace neither sees, uses nor changes them', async () => {
    const [a, b] = [workspace(), workspace()];
    const category = await createCategory(member(a), { name: 'Only A', icon: 'tag' });
    const template = await createTemplate(member(a), { title: 'Only A template', prompt: 'Hello {{name}}', category_ids: [category.id] });

    const listB = (await inject('GET', '/api/content-generator/templates?limit=100&scope=workspace', member(b))).json();
    expect(listB.total).toBe(0);
    expect((await inject('GET', '/api/content-generator/categories', member(b))).json().data.map((c: PromptCategory) => c.id)).not.toContain(category.id);
    expect((await inject('GET', `/api/content-generator/templates/${template.id}`, member(b))).statusCode).toBe(404);
    expect((await inject('PUT', `/api/content-generator/templates/${template.id}`, member(b), { title: 'Mine now', prompt: 'x' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/content-generator/categories/${category.id}`, member(b))).statusCode).toBe(404);
    // B cannot put its template in A's category either.
    const borrowing = await inject('POST', '/api/content-generator/templates', member(b), { title: 'T', prompt: 'P', category_ids: [category.id] });
    expect(borrowing.statusCode).toBe(400);
    // Staff cannot put a global template in a workspace's category.
    const leaking = await inject('POST', '/api/content-generator/templates', staff(), { title: 'T', prompt: 'P', category_ids: [category.id], scope: 'global' });
    expect(leaking.statusCode).toBe(400);
    expect((await inject('GET', `/api/content-generator/templates/${template.id}`, member(a))).json().data.title).toBe('Only A template');
  });

  it('need AIPromptTemplates; viewers and contributors read but do not change them', async () => {
    const ws = workspace();
    const template = await createTemplate(member(ws), { title: 'Team template', prompt: 'Hi' });
    const without = member(ws, 'owner', ['AIContentGenerator']);
    expect((await inject('GET', '/api/content-generator/categories', without)).statusCode).toBe(403);
    expect((await inject('GET', '/api/content-generator/templates', without)).statusCode).toBe(403);
    expect((await inject('POST', '/api/content-generator/templates', without, { title: 'x', prompt: 'y' })).statusCode).toBe(403);
    for (const role of ['viewer', 'contributor'] as const) {
      expect((await inject('GET', '/api/content-generator/templates?scope=workspace', member(ws, role))).json().total).toBe(1);
      expect((await inject('POST', '/api/content-generator/templates', member(ws, role), { title: 'x', prompt: 'y' })).statusCode).toBe(403);
      expect((await inject('PUT', `/api/content-generator/templates/${template.id}`, member(ws, role), { title: 'x', prompt: 'y' })).statusCode).toBe(403);
    }
    expect((await t.platform.app.inject({ method: 'GET', url: '/api/content-generator/categories' })).statusCode).toBe(401);
    const moving = await inject('PUT', `/api/content-generator/templates/${template.id}`, staff(ws), { title: 'x', prompt: 'y', scope: 'global' });
    expect(moving.statusCode).toBe(400);
    expect(moving.json().errors[0].field).toBe('scope');
  });
});

describe('generating from a template', () => {
  async function configured(): Promise<number> {
    const ws = workspace();
    const saved = await inject('PUT', '/api/ai/settings', member(ws), { base_url: peer.url, api_key: KEY, model_generation: 'gpt-4o-mini' });
    expect(saved.statusCode).toBe(200);
    return ws;
  }

  it("puts the filled-in prompt in the brief's user message, never the system prompt", async () => {
    const ws = await configured();
    const template = await createTemplate(member(ws), { title: 'Launch', prompt: 'Announce {{product}} for {{audience}}.' });
    peer.answerNext('New boots for hikers are here.');
    const response = await inject('POST', '/api/ai/generations', member(ws, 'editor'), {
      template_id: template.id,
      variables: { product: 'Trail boots', audience: 'hikers' },
      language: 'en',
      length: 'short',
      networks: ['twitter'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('event: done');
    const messages = peer.chats.at(-1)!.messages as Array<{ role: string; content: string }>;
    expect(messages.find((m) => m.role === 'system')!.content).not.toContain('Trail boots');
    expect(messages.find((m) => m.role === 'user')!.content).toContain('Announce Trail boots for hikers.');
  });

  it('answers a missing variable, a switched-off or unknown template with 400 naming it, before calling the model', async () => {
    const ws = await configured();
    const template = await createTemplate(member(ws), { title: 'Launch', prompt: 'Announce {{product}} for {{audience}}.' });
    const calls = peer.chats.length;
    const missing = await inject('POST', '/api/ai/generations', member(ws, 'editor'), { template_id: template.id, variables: { product: 'Boots' }, language: 'en', length: 'short', networks: ['twitter'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'variables.audience', message: 'is required by the template' }]);

    const other = workspace();
    const foreign = await createTemplate(member(other), { title: 'Theirs', prompt: 'x' });
    const unknown = await inject('POST', '/api/ai/generations', member(ws, 'editor'), { template_id: foreign.id, language: 'en', length: 'short', networks: ['twitter'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('template_id');

    await inject('PUT', `/api/content-generator/templates/${template.id}`, member(ws), { title: 'Launch', prompt: 'Announce {{product}}.', status: false });
    const off = await inject('POST', '/api/ai/generations', member(ws, 'editor'), { template_id: template.id, variables: { product: 'Boots' }, language: 'en', length: 'short', networks: ['twitter'] });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors[0]).toEqual({ field: 'template_id', message: 'this template is switched off' });
    expect(peer.chats.length).toBe(calls);
    const used = await t.database.sql`select count(*)::int as n from ai.usage_months where workspace_id = ${ws}`;
    expect(used[0]!.n).toBe(0);
  });
});
