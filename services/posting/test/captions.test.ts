import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionInsertText, captionVariablesIn, fillCaptionVariables, type Caption } from '@cadence/contracts';
import { startPosting, type PostingHarness } from './posts-harness';

let h: PostingHarness;
let owner: string;
let other: string;
const W = 41;
const OTHER_W = 42;
const stamp = Date.now();
const name = (label: string) => `${label} ${stamp}`;

async function create(body: Record<string, unknown>, token = owner): Promise<Caption> {
  const res = await h.request('POST', '/api/captions', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Caption;
}

async function list(query: string, token = owner): Promise<{ data: Caption[]; total: number }> {
  const res = await h.request('GET', `/api/captions?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json() as { data: Caption[]; total: number };
  return { data: json.data, total: json.total };
}

beforeAll(async () => {
  h = await startPosting();
  owner = h.token({ userId: 11, workspaceId: W, permissions: ['Caption', 'Composer'] });
  other = h.token({ userId: 12, workspaceId: OTHER_W, permissions: ['Caption'] });
});

afterAll(async () => {
  await h?.close();
});

describe('saved captions and hashtag groups', () => {
  it('saves a hashtag group with its tags cleaned (one #, each once) and a caption with its text', async () => {
    const group = await create({ kind: 'hashtags', name: name('Summer tags'), tags: ['summer', '#Sun', '##beach', 'SUMMER'] });
    expect(group).toMatchObject({ kind: 'hashtags', tags: ['#summer', '#Sun', '#beach'], text: '', usageCount: 0, lastUsedAt: null });
    const caption = await create({ kind: 'caption', name: name('Launch'), text: 'New on {network}: {link}' });
    expect(caption).toMatchObject({ kind: 'caption', text: 'New on {network}: {link}', tags: [] });
    const read = await h.request('GET', `/api/captions/${caption.id}`, { token: owner });
    expect(read.json().data).toEqual(caption);
  });

  it('refuses bad input with field errors (400), a duplicate name whatever its case (409), and an unknown id (404)', async () => {
    const empty = await h.request('POST', '/api/captions', { token: owner, body: { kind: 'caption', name: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { field: string }) => e.field)).toContain('name');
    const badKind = await h.request('POST', '/api/captions', { token: owner, body: { kind: 'poem', name: 'x' } });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors.map((e: { field: string }) => e.field)).toContain('kind');
    const badTag = await h.request('POST', '/api/captions', { token: owner, body: { kind: 'hashtags', name: 'spaces', tags: ['two words'] } });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().errors[0].field).toMatch(/^tags/);
    const extra = await h.request('POST', '/api/captions', { token: owner, body: { kind: 'caption', name: 'extra', workspaceId: OTHER_W } });
    expect(extra.statusCode).toBe(400);

    await create({ kind: 'caption', name: name('Taken') });
    const twice = await h.request('POST', '/api/captions', { token: owner, body: { kind: 'hashtags', name: name('TAKEN'), tags: ['a'] } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('POSTING_CAPTION_NAME_TAKEN');
    const renamed = await create({ kind: 'caption', name: name('Free') });
    const clash = await h.request('PATCH', `/api/captions/${renamed.id}`, { token: owner, body: { name: name('taken') } });
    expect(clash.statusCode).toBe(409);

    for (const [method, url] of [
      ['GET', '/api/captions/999999'],
      ['PATCH', '/api/captions/999999'],
      ['DELETE', '/api/captions/999999'],
      ['POST', '/api/captions/999999/uses'],
    ] as const) {
      const res = await h.request(method, url, { token: owner, ...(method === 'PATCH' ? { body: { text: 'x' } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('POSTING_CAPTION_NOT_FOUND');
    }
  });

  it('keeps each workspace to its own captions and asks for the Caption permission', async () => {
    const mine = await create({ kind: 'caption', name: name('Private'), text: 'only ours' });
    // The same name is free in another workspace.
    const theirs = await create({ kind: 'caption', name: name('Private'), text: 'theirs' }, other);
    expect((await list(`search=${encodeURIComponent(name('Private'))}`, other)).data.map((c) => c.id)).toEqual([theirs.id]);
    for (const [method, url] of [
      ['GET', `/api/captions/${mine.id}`],
      ['PATCH', `/api/captions/${mine.id}`],
      ['DELETE', `/api/captions/${mine.id}`],
      ['POST', `/api/captions/${mine.id}/uses`],
    ] as const) {
      const res = await h.request(method, url, { token: other, ...(method === 'PATCH' ? { body: { text: 'stolen' } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = await h.request('GET', `/api/captions/${mine.id}`, { token: owner });
    expect(still.json().data).toMatchObject({ text: 'only ours', usageCount: 0 });

    const noPermission = h.token({ userId: 13, workspaceId: W, permissions: ['Composer'] });
    expect((await h.request('GET', '/api/captions', { token: noPermission })).statusCode).toBe(403);
    expect((await h.request('POST', '/api/captions', { token: noPermission, body: { kind: 'caption', name: 'x' } })).statusCode).toBe(403);
    expect((await h.request('GET', '/api/captions')).statusCode).toBe(401);
  });

  it('searches name, text and tags, filters by kind and sorts by usage', async () => {
    const tag = `zq${stamp}`;
    const byName = await create({ kind: 'caption', name: name(`Name ${tag}`) });
    const byText = await create({ kind: 'caption', name: name('By text'), text: `hello ${tag.toUpperCase()} world` });
    const byTags = await create({ kind: 'hashtags', name: name('By tags'), tags: [`${tag}tag`, 'other'] });
    const found = await list(`search=${tag}&limit=10`);
    expect(found.data.map((c) => c.id).sort((a, b) => a - b)).toEqual([byName.id, byText.id, byTags.id]);
    expect(found.total).toBe(3);
    expect((await list(`search=${tag}&kind=hashtags`)).data.map((c) => c.id)).toEqual([byTags.id]);

    await h.request('POST', `/api/captions/${byText.id}/uses`, { token: owner });
    await h.request('POST', `/api/captions/${byText.id}/uses`, { token: owner });
    await h.request('POST', `/api/captions/${byTags.id}/uses`, { token: owner });
    const sorted = await list(`search=${tag}&orderBy=usageCount&order=desc`);
    expect(sorted.data.map((c) => [c.id, c.usageCount])).toEqual([
      [byText.id, 2],
      [byTags.id, 1],
      [byName.id, 0],
    ]);
    const bad = await h.request('GET', '/api/captions?orderBy=text', { token: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('orderBy');
  });

  it('counts each insertion, even many at once, and keeps the count through an edit; delete removes it', async () => {
    const caption = await create({ kind: 'hashtags', name: name('Counted'), tags: ['count'] });
    const results = await Promise.all(Array.from({ length: 8 }, () => h.request('POST', `/api/captions/${caption.id}/uses`, { token: owner })));
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const edited = await h.request('PATCH', `/api/captions/${caption.id}`, { token: owner, body: { tags: ['Count', 'more'] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ usageCount: 8, tags: ['#Count', '#more'] });
    expect(edited.json().data.lastUsedAt).not.toBeNull();
    expect((await list(`search=more&kind=hashtags`)).data.map((c) => c.id)).toContain(caption.id);
    const removed = await h.request('DELETE', `/api/captions/${caption.id}`, { token: owner });
    expect(removed.statusCode).toBe(200);
    expect((await h.request('GET', `/api/captions/${caption.id}`, { token: owner })).statusCode).toBe(404);
  });
});

describe('caption variables', () => {
  it('fills the known variables, whatever their case, and leaves unknown ones and those without a value as written', () => {
    const text = 'Read {link} on {Date} at {time} ({day}) by {account} on {network} {promo} {}';
    expect(fillCaptionVariables(text, { link: 'https://x.test/a', date: '2026-11-24', time: '09:00', day: 'Tuesday', account: 'Cafe', network: 'Bluesky' })).toBe(
      'Read https://x.test/a on 2026-11-24 at 09:00 (Tuesday) by Cafe on Bluesky {promo} {}',
    );
    expect(fillCaptionVariables('Go {link}!', {})).toBe('Go {link}!');
    expect(captionVariablesIn('{promo} {link} {promo} {Code}', 'unknown')).toEqual(['promo', 'Code']);
    expect(captionVariablesIn('{promo} {link} {promo}')).toEqual(['promo', 'link']);
  });

  it('puts a hashtag group as its text then its tags', () => {
    expect(captionInsertText({ kind: 'hashtags', text: '', tags: ['#a', '#b'] }, {})).toBe('#a #b');
    expect(captionInsertText({ kind: 'hashtags', text: 'for {account}', tags: ['#a'] }, { account: 'Cafe' })).toBe('for Cafe #a');
    expect(captionInsertText({ kind: 'caption', text: 'Hi {account}', tags: ['#ignored'] }, { account: 'Acme' })).toBe('Hi Acme');
  });
});
