import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrizzle } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import type { ServiceMonitoring } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { gaugesFault, gaugesService, readingTaken } from './fixtures/gauges.service';
import { widgetsService } from './fixtures/widgets.service';

let t: TestPlatform;
let operator: string;
let member: string;

beforeAll(async () => {
  t = await startTestPlatform([widgetsService, gaugesService]);
  operator = t.token({ userId: 1, permissions: ['MonitoringServices'] });
  member = t.token({ userId: 2, workspaceId: 10, permissions: ['PricePlan'] });
});
afterAll(async () => {
  gaugesFault.broken = false;
  await t?.close();
});

const get = (url: string, token?: string) => t.platform.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const figures = async (area = 'gauges'): Promise<ServiceMonitoring> => {
  const res = await get(`/api/${area}/monitoring`, operator);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const unresolved = (report: ServiceMonitoring) => report.deadLetters.reduce((sum, row) => sum + row.unresolved, 0);

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function takeReading(name: string) {
  const db = createDrizzle(t.platform.sql!);
  const tables = gaugesService.eventTables!;
  return db.transaction((tx) => writeEvent(tx, tables, readingTaken, { name }));
}

describe('GET /api/<area>/monitoring', () => {
  it('is for staff holding MonitoringServices', async () => {
    expect((await get('/api/gauges/monitoring')).statusCode).toBe(401);
    expect((await get('/api/gauges/monitoring', member)).statusCode).toBe(403);
  });

  it("reports the process, readiness, the relay and the service's dead letters", async () => {
    const report = await figures();
    expect(report).toMatchObject({ service: 'gauges', area: 'gauges', readiness: { ready: true, checks: { accepting: true, database: true } }, deadLetters: [] });
    expect(report.process.pid).toBe(process.pid);
    expect(report.process.uptimeSeconds).toBeGreaterThan(0);
    expect(report.process.memory.rssBytes).toBeGreaterThan(0);
    expect(report.process.eventLoopDelayMs.max).toBeGreaterThanOrEqual(report.process.eventLoopDelayMs.mean);
    expect(report.relay).toMatchObject({ unrelayed: expect.any(Number), lagSeconds: expect.any(Number) });
    // In one process a publish returns once the consumer has handled it: nothing is behind.
    expect(report.events).toEqual({ transport: 'in-process', reachable: true, error: null, consumers: [{ group: 'gauges', lag: 0, partitions: [] }] });
  });

  it('answers for a service without an outbox, with no relay', async () => {
    const report = await figures('widgets');
    expect(report).toMatchObject({ service: 'widgets', relay: null, deadLetters: [] });
    expect(report.events).toBeUndefined();
  });
});

describe('a staged failure: a consumer that throws', () => {
  it('fills the dead letters, the figures show them, and replay after the fix drains them', async () => {
    gaugesFault.broken = true;
    const first = await takeReading('boiler');
    const second = await takeReading('chiller');

    // The relay publishes both; the consumer retries each, then dead-letters it.
    await until(async () => unresolved(await figures()) === 2);
    const broken = await figures();
    expect(broken.deadLetters).toEqual([{ consumer: 'gauges', unresolved: 2, oldestAt: expect.any(String) }]);
    expect(broken.relay).toMatchObject({ unrelayed: 0, lagSeconds: 0 });

    const letters = await get('/api/gauges/dead-letters', operator);
    expect(letters.statusCode).toBe(200);
    const rows: { id: number; eventId: string; error: string }[] = letters.json().data;
    expect(rows.map((row) => row.eventId).sort()).toEqual([first.id, second.id].sort());
    expect(rows[0]?.error).toMatch(/cannot be read/);

    // Replayed while the cause is still there: it fails again and stays.
    const early = await t.platform.app.inject({ method: 'POST', url: `/api/gauges/dead-letters/${rows[0]?.id}/replay`, headers: { authorization: `Bearer ${operator}` } });
    expect(early.json().data.status).toBe('failed');
    expect(unresolved(await figures())).toBe(2);

    gaugesFault.broken = false;
    for (const row of rows) {
      const replay = await t.platform.app.inject({ method: 'POST', url: `/api/gauges/dead-letters/${row.id}/replay`, headers: { authorization: `Bearer ${operator}` } });
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data.status).toBe('applied');
    }
    const drained = await figures();
    expect(drained.deadLetters).toEqual([]);
    const readings = await t.platform.sql!<{ name: string }[]>`select name from gauges.readings order by name`;
    expect(readings.map((row) => row.name)).toEqual(['boiler', 'chiller']);
  });
});

describe('GET /metrics', () => {
  const TOKEN = 'metrics-token-for-the-kit-tests';
  let scraped: TestPlatform;

  beforeAll(async () => {
    scraped = await startTestPlatform([widgetsService, gaugesService], { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => scraped?.close());

  const scrape = (authorization?: string) => scraped.platform.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('does not exist without METRICS_TOKEN', async () => {
    expect((await get('/metrics')).statusCode).toBe(404);
    expect((await get('/metrics', operator)).statusCode).toBe(404);
  });

  it('refuses a scrape without the token, or with a user token or a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${scraped.token({ userId: 1, permissions: ['MonitoringServices'] })}`)).statusCode).toBe(401);
    const wrong = await scrape(`Bearer ${TOKEN}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it("serves the process's and each service's figures in the Prometheus text format", async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^cadence_service_ready\{service="gauges",process="test"\} 1$/m);
    expect(res.body).toMatch(/^cadence_service_ready\{service="widgets",process="test"\} 1$/m);
    expect(res.body).toMatch(/^cadence_relay_lag_seconds\{service="gauges",process="test"\} \d/m);
    expect(res.body).toMatch(/^cadence_process_resident_memory_bytes\{process="test"\} \d+/m);
    expect(res.body).toMatch(/^cadence_nodejs_eventloop_lag_seconds\{process="test"\}/m);
  });

  it('shows the dead letters of a consumer that throws, and their draining', async () => {
    gaugesFault.broken = true;
    const db = createDrizzle(scraped.platform.sql!);
    await db.transaction((tx) => writeEvent(tx, gaugesService.eventTables!, readingTaken, { name: 'furnace' }));
    const line = /^cadence_dead_letters_unresolved\{service="gauges",consumer="gauges",process="test"\} (\d+)$/m;
    await until(async () => line.exec((await scrape(`Bearer ${TOKEN}`)).body)?.[1] === '1');
    gaugesFault.broken = false;
    const operatorOfScraped = scraped.token({ userId: 1, permissions: ['MonitoringServices'] });
    const letters = await scraped.platform.app.inject({ method: 'GET', url: '/api/gauges/dead-letters', headers: { authorization: `Bearer ${operatorOfScraped}` } });
    for (const row of letters.json().data as { id: number }[]) {
      await scraped.platform.app.inject({ method: 'POST', url: `/api/gauges/dead-letters/${row.id}/replay`, headers: { authorization: `Bearer ${operatorOfScraped}` } });
    }
    expect(line.exec((await scrape(`Bearer ${TOKEN}`)).body)).toBeNull();
  });
});
