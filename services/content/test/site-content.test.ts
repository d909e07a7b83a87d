import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildPlatform } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { contentService } from '../src/app';
import { SEED_REVISIONS } from '../src/features/seed/seed-revisions';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([contentService]);
});
afterAll(() => t?.close());

const staff = () => ({ authorization: `Bearer ${t.token({ userId: 1, permissions: ['WebsiteSetting'] })}` });
const client = () => ({ authorization: `Bearer ${t.token({ userId: 2, workspaceId: 20 })}` });
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, options: { headers?: Record<string, string>; payload?: unknown; remoteAddress?: string } = {}) =>
  t.platform.app.inject({ method, url, ...options } as InjectOptions);

describe('FAQ', () => {
  it('serves the ten seeded entries of SPEC §1 in order', async () => {
    const response = await inject('GET', '/api/faq?locale=en');
    expect(response.statusCode).toBe(200);
    const entries = response.json().data as { question: string; answer: string; position: number }[];
    expect(entries).toHaveLength(10);
    expect(entries.map((entry) => entry.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const text = entries.map((entry) => `${entry.question} ${entry.answer}`).join('\n');
    for (const claim of [/credit card/i, /no contracts/i, /end of the billing cycle/i, /PayPal/, /16%/, /by e-mail/i, /Stories and carousels/, /direct message/i, /20% off monthly/, /25% off annual/]) {
      expect(text).toMatch(claim);
    }
  });

  it('has its own ten entries in each language', async () => {
    for (const locale of ['fr', 'ro', 'zh']) {
      const entries = (await inject('GET', `/api/faq?locale=${locale}`)).json().data as { locale: string }[];
      expect(entries, locale).toHaveLength(10);
      expect(entries.every((entry) => entry.locale === locale), locale).toBe(true);
    }
  });

  it('is written by staff only, with validation, 404 and a fallback to English', async () => {
    expect((await inject('POST', '/api/faq', { headers: client(), payload: { position: 1, question: 'Q?', answer: 'A.' } })).statusCode).toBe(403);
    expect((await inject('POST', '/api/faq', { headers: staff(), payload: { position: 1, question: '', answer: 'A.' } })).statusCode).toBe(400);
    const created = await inject('POST', '/api/faq', { headers: staff(), payload: { locale: 'ro', position: 0, question: 'Întrebare?', answer: 'Răspuns.' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    // With a Romanian entry, Romanian visitors see the Romanian FAQ.
    expect((await inject('GET', '/api/faq?locale=ro')).json().data.some((entry: { id: number }) => entry.id === id)).toBe(true);

    const updated = await inject('PATCH', `/api/faq/${id}`, { headers: staff(), payload: { answer: 'Un răspuns mai bun.' } });
    expect(updated.json().data.answer).toBe('Un răspuns mai bun.');
    expect((await inject('PATCH', '/api/faq/999999', { headers: staff(), payload: { answer: 'x' } })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/faq/${id}`, { headers: staff() })).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/faq/${id}`, { headers: staff() })).statusCode).toBe(404);
  });
});

describe('testimonials', () => {
  it('serves the seeded quotes; author is required, text optional', async () => {
    const seeded = (await inject('GET', '/api/testimonials?locale=en')).json().data;
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(seeded[0]).toMatchObject({ author: expect.any(String), text: expect.any(String) });

    expect((await inject('POST', '/api/testimonials', { headers: staff(), payload: { text: 'Great' } })).statusCode).toBe(400);
    expect((await inject('POST', '/api/testimonials', { headers: client(), payload: { author: 'Ana' } })).statusCode).toBe(403);
    const created = await inject('POST', '/api/testimonials', { headers: staff(), payload: { author: 'Ana Lee', text: '  ', position: 99 } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ author: 'Ana Lee', text: null, role: null, locale: 'en' });
    const id = created.json().data.id;
    expect((await inject('PATCH', `/api/testimonials/${id}`, { headers: staff(), payload: { text: 'Calm and quick.' } })).json().data.text).toBe('Calm and quick.');
    expect((await inject('DELETE', `/api/testimonials/${id}`, { headers: staff() })).statusCode).toBe(200);
    expect((await inject('PATCH', `/api/testimonials/${id}`, { headers: staff(), payload: { text: 'x' } })).statusCode).toBe(404);
  });
});

describe('newsletter subscribers', () => {
  it('subscribes once per address whatever its case, answers the same each time and writes one event', async () => {
    const first = await inject('POST', '/api/subscribers', { payload: { email: 'Reader@Example.com', locale: 'fr' } });
    const again = await inject('POST', '/api/subscribers', { payload: { email: 'reader@example.com' } });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);

    const list = (await inject('GET', '/api/subscribers?search=reader@', { headers: staff() })).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ email: 'reader@example.com', status: 'subscribed', email_status: 'unverified', locale: 'fr' });

    const events = await t.database.sql`select payload from content.outbox where name = 'content.subscriber.subscribed'`;
    expect(events.filter((row) => (row.payload as { email: string }).email === 'reader@example.com')).toHaveLength(1);
  });

  it('refuses a bad address and keeps the list for staff', async () => {
    const bad = await inject('POST', '/api/subscribers', { payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toMatch(/email/);
    expect((await inject('GET', '/api/subscribers')).statusCode).toBe(401);
    expect((await inject('GET', '/api/subscribers', { headers: client() })).statusCode).toBe(403);
  });

  it('throttles sign-ups from one address', async () => {
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await inject('POST', '/api/subscribers', { payload: { email: `burst${i}@example.com` }, remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('seeding', () => {
  async function restart(): Promise<void> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-content-'));
    const platform = await buildPlatform({
      name: 'restart',
      services: [contentService],
      env: { DATABASE_URL: t.database.url, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
    });
    await platform.app.ready();
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const count = async (table: string) => Number((await t.database.sql.unsafe(`select count(*)::int as n from content.${table}`))[0]?.n);

  it('writes each item once: a restart adds nothing and keeps what editors changed or deleted', async () => {
    const home = (await inject('GET', '/api/pages/with-components?search=home&locale=en', { headers: staff() })).json().data[0];
    await inject('PATCH', `/api/pages/${home.id}`, { headers: staff(), payload: { title: 'Home (edited)' } });
    const terms = (await inject('GET', '/api/pages/with-components?search=terms&locale=en', { headers: staff() })).json().data[0];
    await inject('DELETE', `/api/pages/${terms.id}`, { headers: staff() });
    const before = { pages: await count('pages'), faq: await count('faq_entries'), testimonials: await count('testimonials') };

    await restart();
    await restart();

    expect({ pages: await count('pages'), faq: await count('faq_entries'), testimonials: await count('testimonials') }).toEqual(before);
    expect((await inject('GET', `/api/pages/${home.id}`, { headers: staff() })).json().data.title).toBe('Home (edited)');
    expect((await inject('GET', '/api/pages/by-slug/terms')).statusCode).toBe(404);
  });

  it('brings an install seeded with earlier text up to date once, on the rows no editor changed', async () => {
    const sql = t.database.sql;
    const [revision] = SEED_REVISIONS;
    if (!revision) throw new Error('no revision');
    const earlierFaq = revision.faq.en?.[0];
    const earlierQuote = revision.testimonials.en?.[0];
    if (!earlierFaq || !earlierQuote) throw new Error('no earlier English text');
    const earlierComponents = [{ type: 'hero', title: 'Launch campaigns with a campaign timeline and campaign reports' }];
    // As an install seeded before the revision: unedited rows still hold the earlier text...
    await sql`update content.pages set components = ${JSON.stringify(earlierComponents)}::jsonb, updated_at = created_at where slug = 'feature-campaign-management' and locale = 'fr'`;
    await sql`update content.faq_entries set question = ${earlierFaq.question}, answer = ${earlierFaq.answer} where locale = 'en' and position = ${earlierFaq.position}`;
    await sql`update content.testimonials set author = ${earlierQuote.author}, text = ${earlierQuote.text} where locale = 'en' and position = ${earlierQuote.position}`;
    // ...a page an editor changed keeps their words, and the revision has not run yet.
    await sql`update content.pages set components = ${JSON.stringify(earlierComponents)}::jsonb, updated_at = created_at + interval '1 minute' where slug = 'feature-campaign-management' and locale = 'ro'`;
    await sql`delete from content.seed_log where key like 'revision:%'`;

    await restart();

    const page = async (locale: string) => (await inject('GET', `/api/pages/by-slug/feature-campaign-management?locale=${locale}`)).json().data;
    const revised = await page('fr');
    expect(JSON.stringify(revised.components)).not.toContain('campaign reports');
    expect(revised.components[0]).toMatchObject({ type: 'hero', title: expect.any(String) });
    expect(revised.components.length).toBeGreaterThan(1);
    expect((await page('ro')).components).toEqual(earlierComponents);
    const faq = (await inject('GET', '/api/faq?locale=en')).json().data as { question: string; answer: string }[];
    expect(faq[earlierFaq.position]?.answer).not.toBe(earlierFaq.answer);
    expect(faq[earlierFaq.position]?.answer).toMatch(/e-mail/);
    const quotes = (await inject('GET', '/api/testimonials?locale=en')).json().data as { text: string }[];
    expect(quotes.map((quote) => quote.text)).not.toContain(earlierQuote.text);

    // Once per install: text put back afterwards (by an editor, say) stays.
    await sql`update content.faq_entries set answer = ${earlierFaq.answer} where locale = 'en' and position = ${earlierFaq.position}`;
    await restart();
    expect(((await inject('GET', '/api/faq?locale=en')).json().data as { answer: string }[])[earlierFaq.position]?.answer).toBe(earlierFaq.answer);
  });
});
