import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { createDrizzle } from '@cadence/db';
import { entitlementsChanged, entitlementsOf, type Permission } from '@cadence/contracts';
import { clockFrom } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { analyticsService } from '../src/app';
import { reportWorker } from '../src/features/reports/report-worker';
import { sendDue, type ReportsDeps } from '../src/features/reports/reports.service';
import { accountPull, bearer, collected, connect, eventOf, failPost, freshId, onPlan, pngDeclaring, postPull, publish, publishPost } from './helpers';

const run = promisify(execFile);

let t: TestPlatform;
let dir: string;
let a: number;
let b: number;
let small: number;
let branded: number;
let blueskyA: number;
let wordpressA: number;
let accountB: number;
let deps: ReportsDeps;

const ALL: Permission[] = ['Analytics', 'Reports', 'CreateReport', 'ReportHistory'];

/** The text of a PDF, as Debian's poppler-utils reads it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(dir, `${freshId()}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout;
}

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  // The days these reports are about: a week and a month of autumn 2026, whatever today's date.
  t = await startTestPlatform([analyticsService], { PUBLIC_URL: 'https://cadence.example' }, { clock: clockFrom('2026-11-04T12:00:00.000Z') });
  dir = await mkdtemp(path.join(tmpdir(), 'reports-'));
  deps = { db: createDrizzle(t.platform.sql!), publicUrl: 'https://cadence.example', linkDays: 365, clock: t.clock };
  [a, b, small, branded] = [freshId(), freshId(), freshId(), freshId()];
  await onPlan(t, a, 'scale');
  await onPlan(t, b, 'scale');
  await onPlan(t, small, 'traction');
  await publish(t, eventOf(entitlementsChanged, { ...entitlementsOf(branded, 'advanced', 'active'), addOns: ['whiteLabel'], revision: 1 }));
  blueskyA = await connect(t, a, 'bluesky', 'Acme on Bluesky');
  wordpressA = await connect(t, a, 'wordpress', 'Acme blog');
  accountB = await connect(t, b, 'bluesky', 'Other on Bluesky');
  const post = await publishPost(t, a, blueskyA, 'bluesky', '2026-10-12T10:00:00.000Z', 'Autumn launch thread');
  await publish(t, collected(postPull(post, '24h', { likes: 40, shares: 5, impressions_or_views: 900 })));
  await publish(t, collected(accountPull(a, blueskyA, 'bluesky', '2026-10-01', { followers: 1200 })));
  await publish(t, collected(accountPull(a, blueskyA, 'bluesky', '2026-10-31', { followers: 1350 })));
  const blog = await publishPost(t, a, wordpressA, 'wordpress', '2026-10-14T08:00:00.000Z', 'Blog: our October notes');
  await publish(t, collected(postPull(blog, '24h', { comments: 3 })));
  const postB = await publishPost(t, b, accountB, 'bluesky', '2026-10-12T10:00:00.000Z', 'Secret of workspace B');
  await publish(t, collected(postPull(postB, '24h', { likes: 7 })));
  const brandedAccount = await connect(t, branded, 'bluesky', 'Client account');
  const clientPost = await publishPost(t, branded, brandedAccount, 'bluesky', '2026-10-05T10:00:00.000Z', 'Client post');
  await publish(t, collected(postPull(clientPost, '24h', { likes: 2 })));
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.platform.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) } as InjectOptions);

const OCTOBER = { title: 'October for Acme', from: '2026-10-01', to: '2026-10-31', sections: ['summary', 'growth', 'top_posts', 'networks', 'activity'] };

describe('reports', () => {
  it('renders a report to a PDF whose text reads back, and a CSV, kept in the history with downloads', async () => {
    const created = await call('POST', '/api/analytics/reports', bearer(t, a, ALL), OCTOBER);
    expect(created.statusCode).toBe(201);
    const report = created.json().data;
    expect(report).toMatchObject({ title: 'October for Acme', from: '2026-10-01', to: '2026-10-31', branded: false, schedule_id: null });
    expect(report.pdf_bytes).toBeGreaterThan(1000);

    const pdf = await call('GET', `/api/analytics/reports/${report.id}/report.pdf`, bearer(t, a, ALL));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('october-for-acme-2026-10-01-2026-10-31.pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(report.language).toBe('en');
    for (const expected of ['Cadence', 'October for Acme', 'Oct 1, 2026 to Oct 31, 2026', 'Accounts:', 'Summary', 'Growth', 'Top posts', 'Per network', 'Posting activity', 'Autumn launch thread', 'Blog: our October notes', 'Bluesky', 'WordPress', 'Acme blog']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Engagements\s+48/);
    expect(text).toMatch(/Followers\s+1,350/);
    expect(text).not.toContain('Secret of workspace B');

    const csv = await call('GET', `/api/analytics/reports/${report.id}/report.csv`, bearer(t, a, ALL));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('section,key,network,day,value,previous');
    expect(lines).toContain('summary,engagements,,,48,');
    expect(lines).toContain('networks,engagements,wordpress,,3,');
    // Impressions the blog did not give stay empty, never 0.
    expect(lines).toContain('networks,impressions,wordpress,,,');

    const history = (await call('GET', '/api/analytics/reports?orderBy=created_at&order=desc', bearer(t, a, ALL))).json();
    expect(history.data.map((row: { id: number }) => row.id)).toContain(report.id);
  });

  it('draws the activity with its axis and failed posts in their own colour, and names the best time once enough posts tell it', async () => {
    const ws = freshId();
    await onPlan(t, ws, 'scale');
    const account = await connect(t, ws, 'bluesky', 'Bakery on Bluesky');
    for (const day of ['2026-10-05', '2026-10-12', '2026-10-19']) {
      const post = await publishPost(t, ws, account, 'bluesky', `${day}T10:00:00.000Z`, `Monday bread ${day}`);
      await publish(t, collected(postPull(post, '24h', { likes: 12 })));
    }
    await failPost(t, ws, account, 'bluesky', '2026-10-20T09:00:00.000Z');
    const created = await call('POST', '/api/analytics/reports', bearer(t, ws, ALL), { ...OCTOBER, title: 'Bakery October', sections: ['activity'] });
    expect(created.statusCode).toBe(201);
    const text = await pdfText((await call('GET', `/api/analytics/reports/${created.json().data.id}/report.pdf`, bearer(t, ws, ALL))).rawPayload);
    expect(text).toContain('Posts published: 3; failed: 1.');
    // The legend of the stacked bars, and the value axis from 0 to the busiest day.
    expect(text).toMatch(/Posts published\s+Posts failed/);
    expect(text).toMatch(/^\s*1\s*$/m);
    expect(text).toMatch(/^\s*0\s/m);
    expect(text).toContain('Best time to post (UTC): Monday at 10:00 AM, 12 engagements on average over 3 posts.');
  });

  it('writes a French report in French: labels, figures and dates, and its CSV headers', async () => {
    const created = await call('POST', '/api/analytics/reports', bearer(t, a, ALL), { ...OCTOBER, title: 'Octobre pour Acme', language: 'fr' });
    expect(created.statusCode).toBe(201);
    const report = created.json().data;
    expect(report.language).toBe('fr');
    const text = await pdfText((await call('GET', `/api/analytics/reports/${report.id}/report.pdf`, bearer(t, a, ALL))).rawPayload);
    for (const expected of ['Octobre pour Acme', 'Du 1 oct. 2026 au 31 oct. 2026', 'Comptes', 'Synthèse', 'Croissance', 'Meilleures publications', 'Par réseau', 'Activité de publication', 'Indicateur', 'Cette période', 'Période précédente', 'non fourni', 'Rapport réalisé par Cadence', 'Autumn launch thread']) {
      expect(text, expected).toContain(expected);
    }
    // French groups thousands with a narrow no-break space (pdftotext may read it as a space or as nothing).
    expect(text).toMatch(/Abonnés\s+1[\s\u202f]?350/);
    // One post at that hour does not make it the best time to post: the report says so.
    expect(text).toContain('pas encore assez de publications');
    expect(text).not.toContain('le lundi à 10:00');
    expect(text).toMatch(/Interactions\s+48/);
    for (const english of ['Summary', 'Top posts', 'not given', 'Accounts:', 'Made by']) expect(text, english).not.toContain(english);
    const csv = (await call('GET', `/api/analytics/reports/${report.id}/report.csv`, bearer(t, a, ALL))).body.split('\r\n');
    expect(csv[0]).toBe('section,clé,réseau,jour,valeur,précédente');
    expect(csv).toContain('summary,engagements,,,48,');
  });

  it('writes a Chinese report with a font that has Chinese glyphs', async () => {
    const report = (await call('POST', '/api/analytics/reports', bearer(t, a, ALL), { ...OCTOBER, title: '十月报告', language: 'zh' })).json().data;
    expect(report.language).toBe('zh');
    const pdf = (await call('GET', `/api/analytics/reports/${report.id}/report.pdf`, bearer(t, a, ALL))).rawPayload;
    const text = await pdfText(pdf);
    for (const expected of ['十月报告', '2026年10月1日 至 2026年10月31日', '账号', '摘要', '增长', '热门帖子', '按网络', '发布活动', '指标', '本期', '上期', '未提供', '由 Cadence', 'Autumn launch thread']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/粉丝数\s+1,350/);
    const file = path.join(dir, `${freshId()}.pdf`);
    await writeFile(file, pdf);
    const { stdout: fonts } = await run('pdffonts', [file]);
    expect(fonts).toMatch(/WenQuanYi|NotoSansCJK/);
    const csv = (await call('GET', `/api/analytics/reports/${report.id}/report.csv`, bearer(t, a, ALL))).body.split('\r\n');
    expect(csv[0]).toBe('部分,键,网络,日期,数值,上期');
  });

  it("prints people's own Chinese text in a report in another language", async () => {
    const report = (await call('POST', '/api/analytics/reports', bearer(t, a, ALL), { ...OCTOBER, title: 'Rapport 十月', language: 'fr', sections: ['summary'] })).json().data;
    const text = await pdfText((await call('GET', `/api/analytics/reports/${report.id}/report.pdf`, bearer(t, a, ALL))).rawPayload);
    expect(text).toContain('Rapport 十月');
    expect(text).toContain('Synthèse');
  });

  it('covers only the accounts and networks chosen', async () => {
    const report = (await call('POST', '/api/analytics/reports', bearer(t, a, ALL), { ...OCTOBER, title: 'Blog only', networks: ['wordpress'] })).json().data;
    const text = await pdfText((await call('GET', `/api/analytics/reports/${report.id}/report.pdf`, bearer(t, a, ALL))).rawPayload);
    expect(text).toContain('Blog: our October notes');
    expect(text).not.toContain('Autumn launch thread');
    const bad = await call('POST', '/api/analytics/reports', bearer(t, a, ALL), { ...OCTOBER, networks: ['pinterest'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors?.[0]?.field ?? bad.json().message).toContain('networks');
  });

  it('refuses bad input with field errors and never a 500', async () => {
    const cases: [unknown, number][] = [
      [{ ...OCTOBER, to: '2026-09-01' }, 400],
      [{ ...OCTOBER, from: '2024-01-01', to: '2026-01-01' }, 400],
      [{ ...OCTOBER, sections: [] }, 400],
      [{ ...OCTOBER, sections: ['summary', 'gossip'] }, 400],
      [{ ...OCTOBER, title: '   ' }, 400],
      [{ ...OCTOBER, account_ids: [accountB] }, 400],
      [{ ...OCTOBER, extra: true }, 400],
      [{ ...OCTOBER, language: 'de' }, 400],
    ];
    for (const [payload, status] of cases) {
      const answer = await call('POST', '/api/analytics/reports', bearer(t, a, ALL), payload);
      expect([payload, answer.statusCode]).toEqual([payload, status]);
    }
    expect((await call('GET', '/api/analytics/reports/999999/report.pdf', bearer(t, a, ALL))).statusCode).toBe(404);
    expect((await call('GET', '/api/analytics/reports/1/report.docx', bearer(t, a, ALL))).statusCode).toBe(400);
  });

  it("keeps each workspace's reports to itself", async () => {
    const report = (await call('POST', '/api/analytics/reports', bearer(t, a, ALL), { ...OCTOBER, title: 'Private to A' })).json().data;
    expect((await call('GET', `/api/analytics/reports/${report.id}/report.pdf`, bearer(t, b, ALL))).statusCode).toBe(404);
    expect((await call('GET', `/api/analytics/reports/${report.id}/report.csv`, bearer(t, b, ALL))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/analytics/reports/${report.id}`, bearer(t, b, ALL))).statusCode).toBe(404);
    const listB = (await call('GET', '/api/analytics/reports', bearer(t, b, ALL))).json();
    expect(listB.data).toEqual([]);
    const schedule = (await call('POST', '/api/analytics/report-schedules', bearer(t, a, ALL), { title: 'Weekly A', frequency: 'weekly', recipients: ['boss@example.com'], sections: ['summary'] })).json().data;
    expect((await call('GET', '/api/analytics/report-schedules', bearer(t, b, ALL))).json().data).toEqual([]);
    expect((await call('DELETE', `/api/analytics/report-schedules/${schedule.id}`, bearer(t, b, ALL))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/analytics/report-schedules/${schedule.id}`, bearer(t, a, ALL))).statusCode).toBe(200);
    expect((await call('DELETE', `/api/analytics/reports/${report.id}`, bearer(t, a, ALL))).statusCode).toBe(200);
    expect((await call('GET', `/api/analytics/reports/${report.id}/report.pdf`, bearer(t, a, ALL))).statusCode).toBe(404);
  });

  it('asks for Reports, CreateReport and ReportHistory', async () => {
    const viewer: Permission[] = ['Analytics', 'Reports', 'ReportHistory'];
    expect((await call('POST', '/api/analytics/reports', bearer(t, a, viewer), OCTOBER)).statusCode).toBe(403);
    expect((await call('POST', '/api/analytics/report-schedules', bearer(t, a, viewer), { title: 'x', frequency: 'weekly', recipients: ['a@example.com'], sections: ['summary'] })).statusCode).toBe(403);
    expect((await call('PUT', '/api/analytics/report-branding', bearer(t, a, viewer), { name: 'x', colour: '#000000' })).statusCode).toBe(403);
    expect((await call('GET', '/api/analytics/reports', bearer(t, a, viewer))).statusCode).toBe(200);
    const noHistory: Permission[] = ['Analytics', 'Reports', 'CreateReport'];
    expect((await call('GET', '/api/analytics/reports', bearer(t, a, noHistory))).statusCode).toBe(403);
    expect((await call('GET', '/api/analytics/reports/1/report.pdf', bearer(t, a, noHistory))).statusCode).toBe(403);
    expect((await call('GET', '/api/analytics/report-schedules', bearer(t, a, ['Analytics']))).statusCode).toBe(403);
    expect((await call('GET', '/api/analytics/reports', {})).statusCode).toBe(401);
  });

  it("making, deleting and scheduling reports (mailed to any address) is editors' work: a viewer or a contributor gets 403 and changes nothing", async () => {
    const schedule = { title: 'Weekly to anyone', frequency: 'weekly', recipients: ['anyone@example.com'], sections: ['summary'] };
    const kept = (await call('POST', '/api/analytics/reports', bearer(t, a, ALL), { ...OCTOBER, title: 'Kept report' })).json().data as { id: number };
    const keptSchedule = (await call('POST', '/api/analytics/report-schedules', bearer(t, a, ALL, 'editor'), { ...schedule, title: 'By an editor' })).json().data as { id: number };
    expect(keptSchedule.id).toBeGreaterThan(0);
    const before = (await call('GET', '/api/analytics/report-schedules', bearer(t, a, ALL))).json().data.length;
    for (const role of ['viewer', 'contributor'] as const) {
      const who = bearer(t, a, ALL, role);
      const scheduled = await call('POST', '/api/analytics/report-schedules', who, schedule);
      expect([role, scheduled.statusCode]).toEqual([role, 403]);
      expect(scheduled.json().code).toBe('COMMON_ROLE_FORBIDDEN');
      expect(scheduled.json().message).toContain(role);
      expect([role, (await call('DELETE', `/api/analytics/report-schedules/${keptSchedule.id}`, who)).statusCode]).toEqual([role, 403]);
      expect([role, (await call('POST', '/api/analytics/reports', who, OCTOBER)).statusCode]).toEqual([role, 403]);
      expect([role, (await call('DELETE', `/api/analytics/reports/${kept.id}`, who)).statusCode]).toEqual([role, 403]);
      // Reading stays open to every member.
      expect([role, (await call('GET', '/api/analytics/report-schedules', who)).statusCode]).toEqual([role, 200]);
      expect([role, (await call('GET', '/api/analytics/reports', who)).statusCode]).toEqual([role, 200]);
      expect([role, (await call('GET', `/api/analytics/reports/${kept.id}/report.csv`, who)).statusCode]).toEqual([role, 200]);
    }
    expect((await call('GET', '/api/analytics/report-schedules', bearer(t, a, ALL))).json().data.length).toBe(before);
    expect((await call('DELETE', `/api/analytics/report-schedules/${keptSchedule.id}`, bearer(t, a, ALL, 'editor'))).statusCode).toBe(200);
    expect((await call('DELETE', `/api/analytics/reports/${kept.id}`, bearer(t, a, ALL, 'admin'))).statusCode).toBe(200);
  });

  it('below Scale says which plan includes reports instead of making one', async () => {
    const refused = await call('POST', '/api/analytics/reports', bearer(t, small, ALL), OCTOBER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Scale');
    expect((await call('POST', '/api/analytics/report-schedules', bearer(t, small, ALL), { title: 'x', frequency: 'monthly', recipients: ['a@example.com'], sections: ['summary'] })).statusCode).toBe(403);
  });
});

describe('white label', () => {
  it("prints the workspace's own name, colour and logo where the add-on is on, and refuses it elsewhere", async () => {
    const refused = await call('PUT', '/api/analytics/report-branding', bearer(t, a, ALL), { name: 'Acme', colour: '#112233' });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/analytics/report-branding', bearer(t, a, ALL))).json().data).toEqual({ available: false, name: null, colour: null, has_logo: false });

    const notAnImage = await call('PUT', '/api/analytics/report-branding', bearer(t, branded, ALL), { name: 'Agency North', colour: '#0f766e', logo_base64: Buffer.from('<svg onload=alert(1)>').toString('base64') });
    expect(notAnImage.statusCode).toBe(400);
    const saved = await call('PUT', '/api/analytics/report-branding', bearer(t, branded, ALL), { name: 'Agency North', colour: '#0F766E', logo_base64: PNG.toString('base64') });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ available: true, name: 'Agency North', colour: '#0f766e', has_logo: true });

    const report = (await call('POST', '/api/analytics/reports', bearer(t, branded, ALL), { ...OCTOBER, title: 'Client October' })).json().data;
    expect(report.branded).toBe(true);
    const pdf = (await call('GET', `/api/analytics/reports/${report.id}/report.pdf`, bearer(t, branded, ALL))).rawPayload;
    const text = await pdfText(pdf);
    expect(text).toContain('Agency North');
    expect(text).toContain('Client post');
    expect(text).not.toContain('Cadence');
    const { stdout: info } = await run('pdfinfo', [await (async () => { const file = path.join(dir, 'branded.pdf'); await writeFile(file, pdf); return file; })()]);
    expect(info).toMatch(/Author:\s+Agency North/);
    const { stdout: images } = await run('pdfimages', ['-list', path.join(dir, 'branded.pdf')]);
    expect(images.split('\n').length).toBeGreaterThan(3);
  });
});

describe('report logos', () => {
  it('a logo whose header declares more pixels than a logo may have is a 400 naming its size and is not kept', async () => {
    const bomb = pngDeclaring(60_000, 60_000);
    expect(bomb.length).toBeLessThan(200);
    const refused = await call('PUT', '/api/analytics/report-branding', bearer(t, branded, ALL), { name: 'Agency South', colour: '#0f766e', logo_base64: bomb.toString('base64') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'logo_base64', message: 'declares 60,000 × 60,000 pixels; at most 16,777,216 pixels are accepted' }]);
    const unreadable = await call('PUT', '/api/analytics/report-branding', bearer(t, branded, ALL), { name: 'Agency South', colour: '#0f766e', logo_base64: PNG.subarray(0, 24).toString('base64') });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().errors).toEqual([{ field: 'logo_base64', message: 'cannot be read as an image' }]);
    const [row] = await t.platform.sql!<{ name: string; logo: Buffer | null }[]>`select name, logo from analytics.report_branding where workspace_id = ${branded}`;
    expect(row?.name).not.toBe('Agency South');
    expect(row?.logo?.equals(bomb) ?? false).toBe(false);
  });

  it('a logo kept before the check whose header declares too many pixels is left out of the PDF, which is still made', async () => {
    const bomb = pngDeclaring(60_000, 60_000);
    await t.platform.sql!`update analytics.report_branding set logo = ${bomb}, logo_type = 'image/png' where workspace_id = ${branded}`;
    const made = await call('POST', '/api/analytics/reports', bearer(t, branded, ALL), { ...OCTOBER, title: 'Client November' });
    expect(made.statusCode).toBe(201);
    const pdf = (await call('GET', `/api/analytics/reports/${made.json().data.id}/report.pdf`, bearer(t, branded, ALL))).rawPayload;
    expect(await pdfText(pdf)).toContain('Client November');
    const file = path.join(dir, 'bomb-logo.pdf');
    await writeFile(file, pdf);
    const { stdout: images } = await run('pdfimages', ['-list', file]);
    // The listing's two header lines and nothing else: no image in the PDF.
    expect(images.trim().split('\n')).toHaveLength(2);
  });
});

describe('scheduled reports', () => {
  const mailsOf = async (subject: string) =>
    [...(await deps.db.execute<{ to: string; subject: string; text: string; kind: string }>(sql`select "to", subject, text, kind from analytics.mails where subject like ${`%${subject}%`} order by id`))];

  it('mails each period once, across a restart and two workers at once, with a link that downloads the PDF', async () => {
    const created = await call('POST', '/api/analytics/report-schedules', bearer(t, a, ALL), {
      title: 'Acme weekly',
      frequency: 'weekly',
      recipients: ['Boss@Example.com', 'team@example.com'],
      sections: ['summary', 'top_posts'],
    });
    expect(created.statusCode).toBe(201);
    const schedule = created.json().data;
    expect(schedule.recipients).toEqual(['boss@example.com', 'team@example.com']);
    await deps.db.execute(sql`update analytics.report_schedules set last_period = '2026-W41' where id = ${schedule.id}`);

    // Wednesday 2026-10-21: the week of 12 to 18 October (2026-W42) is over.
    const wednesday = new Date('2026-10-21T09:00:00.000Z');
    const first = reportWorker({ ...deps, log: t.platform.app.log, intervalMs: 60_000, clock: { now: () => wednesday } });
    await first.start();
    await first.stop();
    // A restart in the same week, and two processes at once: nothing more.
    const second = reportWorker({ ...deps, log: t.platform.app.log, intervalMs: 60_000, clock: { now: () => new Date('2026-10-24T23:00:00.000Z') } });
    await second.start();
    await Promise.all([sendDue(deps, wednesday), sendDue(deps, wednesday), second.stop()]);

    const kept = [...(await deps.db.execute<{ id: number; period: string; from: string; to: string }>(sql`select id, period, "from"::text as "from", "to"::text as "to" from analytics.reports where schedule_id = ${schedule.id}`))];
    expect(kept).toEqual([{ id: kept[0]!.id, period: '2026-W42', from: '2026-10-12', to: '2026-10-18' }]);
    const mails = await mailsOf('Acme weekly');
    expect(mails.map((mail) => mail.to)).toEqual(['boss@example.com', 'team@example.com']);
    expect(mails[0]!.subject).toBe('Cadence report: Acme weekly, 2026-10-12 to 2026-10-18');
    expect(mails[0]!.kind).toBe('scheduled-report');

    const link = /https:\/\/cadence\.example(\/api\/analytics\/shared-reports\/[A-Za-z0-9_-]+)/.exec(mails[0]!.text);
    expect(link).not.toBeNull();
    const shared = await call('GET', link![1]!, {});
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(shared.rawPayload);
    expect(text).toContain('Acme weekly');
    expect(text).toContain('Autumn launch thread');
    expect((await call('GET', '/api/analytics/shared-reports/not-a-real-token-at-all-000', {})).statusCode).toBe(404);

    // The next week is sent once more, and it shows in the history.
    await sendDue(deps, new Date('2026-10-27T09:00:00.000Z'));
    await sendDue(deps, new Date('2026-10-28T09:00:00.000Z'));
    expect((await mailsOf('Acme weekly')).length).toBe(4);
    const listed = (await call('GET', `/api/analytics/report-schedules`, bearer(t, a, ALL))).json().data.find((row: { id: number }) => row.id === schedule.id);
    expect(listed.last_period).toBe('2026-W43');
  });

  it('a schedule that cannot be sent is retried next round without holding back the others', async () => {
    const make = async (title: string) =>
      (await call('POST', '/api/analytics/report-schedules', bearer(t, a, ALL), { title, frequency: 'weekly', recipients: ['ops@example.com'], sections: ['summary'] })).json().data as { id: number };
    const broken = await make('Broken weekly');
    const fine = await make('Fine weekly');
    await deps.db.execute(sql`update analytics.report_schedules set last_period = '2026-W43' where id in (${broken.id}, ${fine.id})`);
    // A recipient the mail table refuses: the broken schedule's transaction fails as a whole.
    await deps.db.execute(sql`update analytics.report_schedules set recipients = '[null]'::jsonb where id = ${broken.id}`);
    await expect(sendDue(deps, new Date('2026-11-04T09:00:00.000Z'))).rejects.toThrow(/1 scheduled report\(s\) could not be sent/);
    const kept = async (id: number) => [...(await deps.db.execute<{ period: string }>(sql`select period from analytics.reports where schedule_id = ${id}`))].map((row) => row.period);
    expect(await kept(fine.id)).toEqual(['2026-W44']);
    expect(await kept(broken.id)).toEqual([]);
    const [state] = [...(await deps.db.execute<{ last_period: string }>(sql`select last_period from analytics.report_schedules where id = ${broken.id}`))];
    expect(state!.last_period).toBe('2026-W43');
    expect(await mailsOf('Broken weekly')).toEqual([]);
    // Mended, it goes out once on the next round.
    await deps.db.execute(sql`update analytics.report_schedules set recipients = '["ops@example.com"]'::jsonb where id = ${broken.id}`);
    await sendDue(deps, new Date('2026-11-04T09:05:00.000Z'));
    await sendDue(deps, new Date('2026-11-04T09:10:00.000Z'));
    expect(await kept(broken.id)).toEqual(['2026-W44']);
    expect((await mailsOf('Broken weekly')).length).toBe(1);
  });

  it('a schedule in Romanian mails in Romanian, with its report in Romanian', async () => {
    const created = await call('POST', '/api/analytics/report-schedules', bearer(t, a, ALL), { title: 'Acme lunar', frequency: 'monthly', recipients: ['sef@example.com'], sections: ['summary'], language: 'ro' });
    expect(created.statusCode).toBe(201);
    const schedule = created.json().data;
    expect(schedule.language).toBe('ro');
    expect((await call('GET', '/api/analytics/report-schedules', bearer(t, a, ALL))).json().data.find((row: { id: number }) => row.id === schedule.id).language).toBe('ro');
    await deps.db.execute(sql`update analytics.report_schedules set last_period = '2026-09' where id = ${schedule.id}`);
    await sendDue(deps, new Date('2026-11-02T06:00:00.000Z'));
    const [mail] = await mailsOf('Acme lunar');
    expect(mail!.subject).toBe('Raport Cadence: Acme lunar, 2026-10-01 – 2026-10-31');
    expect(mail!.text).toContain('Raportul lunar „Acme lunar” pentru 2026-10-01 – 2026-10-31 este gata.');
    expect(mail!.text).toContain('Descarcă PDF-ul: https://cadence.example/api/analytics/shared-reports/');
    expect(mail!.text).toContain('Linkul deschide raportul timp de 365 de zile.');
    const [html] = [...(await deps.db.execute<{ html: string }>(sql`select html from analytics.mails where subject = ${mail!.subject}`))];
    expect(html!.html).toContain('Descarcă PDF-ul</a>');
    const link = /(\/api\/analytics\/shared-reports\/[A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const text = await pdfText((await call('GET', link, {})).rawPayload);
    for (const expected of ['Acme lunar', '1 oct. 2026 – 31 oct. 2026', 'Conturi:', 'Rezumat', 'Indicator', 'Perioada aceasta', 'Interacțiuni', 'Realizat de Cadence']) expect(text, expected).toContain(expected);
    const [kept] = [...(await deps.db.execute<{ language: string }>(sql`select language from analytics.reports where schedule_id = ${schedule.id}`))];
    expect(kept!.language).toBe('ro');
  });

  it('a monthly schedule covers the last calendar month, and an expired link opens nothing', async () => {
    const schedule = (await call('POST', '/api/analytics/report-schedules', bearer(t, a, ALL), { title: 'Acme monthly', frequency: 'monthly', recipients: ['cfo@example.com'], sections: ['summary'] })).json().data;
    await deps.db.execute(sql`update analytics.report_schedules set last_period = '2026-09' where id = ${schedule.id}`);
    await sendDue(deps, new Date('2026-11-02T06:00:00.000Z'));
    const [report] = [...(await deps.db.execute<{ period: string; from: string; to: string }>(sql`select period, "from"::text as "from", "to"::text as "to" from analytics.reports where schedule_id = ${schedule.id}`))];
    expect(report).toEqual({ period: '2026-10', from: '2026-10-01', to: '2026-10-31' });
    const [mail] = await mailsOf('Acme monthly');
    const path = /(\/api\/analytics\/shared-reports\/[A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    await deps.db.execute(sql`update analytics.report_links set expires_at = ${new Date(t.clock.now().getTime() - 60_000).toISOString()}`);
    expect((await call('GET', path, {})).statusCode).toBe(404);
  });
});
