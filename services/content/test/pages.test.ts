import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { CreatePageBody } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { contentService } from '../src/app';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([contentService]);
});
afterAll(() => t?.close());

const staff = () => ({ authorization: `Bearer ${t.token({ userId: 1, permissions: ['WebsiteSetting'] })}` });
const client = () => ({ authorization: `Bearer ${t.token({ userId: 2, workspaceId: 20, permissions: ['dashboard'] })}` });
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) =>
  t.platform.app.inject({ method, url, ...options } as InjectOptions);

const page = (overrides: Partial<CreatePageBody> = {}) => ({
  title: 'Spring launch',
  slug: `spring-launch-${Math.random().toString(36).slice(2, 8)}`,
  meta_title: 'Spring launch · Cadence',
  meta_description: 'Everything new this spring.',
  components: [
    { type: 'hero', title: 'Spring is here', subtitle: 'New features for your calendar.', primaryCta: { label: 'Start free', href: '/register' } },
    { type: 'prose', blocks: [{ kind: 'heading', text: 'What changed' }, { kind: 'list', items: ['Bulk scheduling', 'Reports'] }] },
  ],
  ...overrides,
});

async function createPage(body: ReturnType<typeof page>) {
  const response = await inject('POST', '/api/pages', { headers: staff(), payload: body });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; slug: string; status: string; locale: string };
}

describe('public pages', () => {
  it('serves the seeded home page with its sections', async () => {
    const response = await inject('GET', '/api/pages/by-slug/home?locale=en');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ slug: 'home', locale: 'en', fallback: false });
    expect(data.meta_description).toContain('$25/month');
    expect(data.components.map((section: { type: string }) => section.type)).toEqual(['hero', 'features', 'networks', 'features', 'testimonials', 'faq', 'cta']);
    const highlights = data.components[1].items.map((item: { icon: string }) => item.icon);
    expect(highlights).toEqual(['userFriendly', 'dashboard', 'quality', 'secure', 'payments', 'tracking', 'composer', 'pricing', 'groups']);
  });

  it('serves each language its own version', async () => {
    for (const [locale, word] of [['fr', 'publication'], ['ro', 'postare'], ['zh', '帖子']] as const) {
      const data = (await inject('GET', `/api/pages/by-slug/home?locale=${locale}`)).json().data;
      expect(data, locale).toMatchObject({ locale, fallback: false });
      expect(JSON.stringify(data.components), locale).toContain(word);
    }
    const terms = (await inject('GET', '/api/pages/by-slug/terms?locale=fr')).json().data;
    expect(terms.title).toBe('Conditions d’utilisation');
  });

  it('defaults to English and refuses an unknown language or a malformed slug', async () => {
    expect((await inject('GET', '/api/pages/by-slug/pricing')).json().data.locale).toBe('en');
    expect((await inject('GET', '/api/pages/by-slug/pricing?locale=de')).statusCode).toBe(400);
    expect((await inject('GET', '/api/pages/by-slug/Not%20A%20Slug')).statusCode).toBe(400);
    expect((await inject('GET', '/api/pages/by-slug/no-such-page')).statusCode).toBe(404);
  });

  it('falls back to the published English version when the language has none', async () => {
    const created = await createPage(page({ status: 'published' }));
    const response = await inject('GET', `/api/pages/by-slug/${created.slug}?locale=zh`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ locale: 'en', fallback: true, title: 'Spring launch' });
  });

  it('never serves a draft: not its own, and a draft translation falls back to English', async () => {
    const english = await createPage(page());
    expect(english.status).toBe('disable');
    expect((await inject('GET', `/api/pages/by-slug/${english.slug}`)).statusCode).toBe(404);

    await inject('PATCH', `/api/pages/${english.id}/publish`, { headers: staff() });
    const french = await createPage(page({ slug: english.slug, locale: 'fr', title: 'Lancement de printemps' }));
    const served = (await inject('GET', `/api/pages/by-slug/${english.slug}?locale=fr`)).json().data;
    expect(served).toMatchObject({ locale: 'en', fallback: true });

    await inject('PATCH', `/api/pages/${french.id}/publish`, { headers: staff() });
    expect((await inject('GET', `/api/pages/by-slug/${english.slug}?locale=fr`)).json().data).toMatchObject({ locale: 'fr', fallback: false, title: 'Lancement de printemps' });

    const unpublished = await inject('PATCH', `/api/pages/${english.id}/unpublish`, { headers: staff() });
    expect(unpublished.json().data.status).toBe('disable');
    expect((await inject('GET', `/api/pages/by-slug/${english.slug}?locale=en`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/pages/by-slug/${english.slug}?locale=ro`)).statusCode).toBe(404);
  });
});

describe('staff: pages with components', () => {
  it('asks for a token and the WebsiteSetting permission', async () => {
    expect((await inject('GET', '/api/pages/with-components')).statusCode).toBe(401);
    expect((await inject('GET', '/api/pages/with-components', { headers: client() })).statusCode).toBe(403);
    expect((await inject('POST', '/api/pages', { headers: client(), payload: page() })).statusCode).toBe(403);
    expect((await inject('PATCH', '/api/pages/1/publish', { headers: client() })).statusCode).toBe(403);
    expect((await inject('DELETE', '/api/pages/1', { headers: client() })).statusCode).toBe(403);
  });

  it('lists with data, total, page and pages; searches title and slug; sorts on allowed columns only', async () => {
    const first = await inject('GET', '/api/pages/with-components?locale=en', { headers: staff() });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 0, limit: 5 });
    expect(body.data).toHaveLength(5);
    expect(body.pages).toBe(Math.ceil(body.total / 5));
    expect(body.data[0].components.length).toBeGreaterThan(0);
    expect(body.data.map((row: { id: number }) => row.id)).toEqual([...body.data.map((row: { id: number }) => row.id)].sort((a, b) => a - b));

    const search = (await inject('GET', '/api/pages/with-components?search=refund&locale=en', { headers: staff() })).json();
    expect(search.data.map((row: { slug: string }) => row.slug)).toEqual(['refund-policy']);

    const byTitle = (await inject('GET', '/api/pages/with-components?orderBy=title&order=desc&limit=3&locale=en', { headers: staff() })).json();
    const titles = byTitle.data.map((row: { title: string }) => row.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

    expect((await inject('GET', '/api/pages/with-components?orderBy=meta_title', { headers: staff() })).statusCode).toBe(400);
    expect((await inject('GET', '/api/pages/with-components?status=draft', { headers: staff() })).statusCode).toBe(400);
  });

  it('reads one page by id; 404 for an unknown one', async () => {
    const created = await createPage(page());
    const response = await inject('GET', `/api/pages/${created.id}`, { headers: staff() });
    expect(response.json().data).toMatchObject({ id: created.id, slug: created.slug, status: 'disable', locale: 'en' });
    expect((await inject('GET', '/api/pages/999999', { headers: staff() })).statusCode).toBe(404);
    expect((await inject('GET', '/api/pages/abc', { headers: staff() })).statusCode).toBe(400);
  });
});

describe('staff: writing pages', () => {
  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await inject('GET', '/api/pages/with-components', { headers: staff() })).json().total;
    const cases: [string, unknown][] = [
      ['slug', page({ slug: 'Has Spaces' })],
      ['title', page({ title: '' })],
      ['components', page({ components: [{ type: 'marquee', text: 'hi' }] as never })],
      ['components', page({ components: [{ type: 'hero', title: 'x', primaryCta: { label: 'Go', href: 'javascript:alert(1)' } }] as never })],
      ['status', page({ status: 'draft' as never })],
      ['locale', page({ locale: 'de' as never })],
      ['extra', { ...page(), secret: true }],
    ];
    for (const [field, payload] of cases) {
      const response = await inject('POST', '/api/pages', { headers: staff(), payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors?.length, field).toBeGreaterThan(0);
    }
    expect((await inject('GET', '/api/pages/with-components', { headers: staff() })).json().total).toBe(before);
  });

  it('keeps a slug unique per language: 409 on a repeat, allowed in another language', async () => {
    const created = await createPage(page());
    const again = await inject('POST', '/api/pages', { headers: staff(), payload: page({ slug: created.slug }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONTENT_SLUG_TAKEN', errors: [{ field: 'slug' }] });
    const other = await inject('POST', '/api/pages', { headers: staff(), payload: page({ slug: created.slug, locale: 'ro' }) });
    expect(other.statusCode).toBe(201);
  });

  it('updates some fields, 409 when renaming onto a taken slug, 404 for an unknown page, 400 for an empty change', async () => {
    const a = await createPage(page());
    const b = await createPage(page());
    const changed = await inject('PATCH', `/api/pages/${a.id}`, { headers: staff(), payload: { title: 'Summer launch', meta_description: 'New for summer.' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ title: 'Summer launch', meta_description: 'New for summer.', slug: a.slug, meta_title: 'Spring launch · Cadence' });

    const clash = await inject('PATCH', `/api/pages/${b.id}`, { headers: staff(), payload: { slug: a.slug } });
    expect(clash.statusCode).toBe(409);
    expect((await inject('GET', `/api/pages/${b.id}`, { headers: staff() })).json().data.slug).toBe(b.slug);

    expect((await inject('PATCH', '/api/pages/999999', { headers: staff(), payload: { title: 'x' } })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/pages/${a.id}`, { headers: staff(), payload: {} })).statusCode).toBe(400);
    expect((await inject('PATCH', '/api/pages/999999/publish', { headers: staff() })).statusCode).toBe(404);
  });

  it('deletes a page; a second delete is 404', async () => {
    const created = await createPage(page({ status: 'published' }));
    expect((await inject('DELETE', `/api/pages/${created.id}`, { headers: staff() })).json().data).toEqual({ id: created.id });
    expect((await inject('DELETE', `/api/pages/${created.id}`, { headers: staff() })).statusCode).toBe(404);
    expect((await inject('GET', `/api/pages/by-slug/${created.slug}`)).statusCode).toBe(404);
  });
});
