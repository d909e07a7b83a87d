import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { MONITORED_SERVICES } from '@cadence/contracts';
import type { Platform } from '@cadence/service-kit';
import { buildGateway } from '../src/platform';
import { SERVICES } from '../src/services';

const TOKEN = 'a-metrics-token-of-the-operator';
let dir: string;
let database: TestDatabase;
let gateway: Platform;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cadence-metrics-'));
  database = await createTestDatabase('gw_metrics');
  gateway = await buildGateway({ DATABASE_URL: database.url, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent', WEB_DIST: path.join(dir, 'no-web'), METRICS_TOKEN: TOKEN });
  await gateway.app.ready();
});
afterAll(async () => {
  await gateway?.close();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /metrics in the all-in-one gateway', () => {
  it('needs the bearer token of METRICS_TOKEN', async () => {
    expect((await gateway.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await gateway.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
  });

  it('carries every service of the process, the delivery queue and the process itself', async () => {
    const res = await gateway.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    for (const { name } of MONITORED_SERVICES) expect(res.body).toContain(`cadence_service_ready{service="${name}",process="all-in-one"} 1`);
    expect(res.body).toMatch(/^cadence_relay_unrelayed_events\{service="auth",process="all-in-one"\} \d+$/m);
    expect(res.body).toMatch(/^cadence_delivery_oldest_due_seconds\{process="all-in-one"\} 0$/m);
    expect(res.body).toContain('# TYPE cadence_publish_limit_used gauge');
    expect(res.body).toMatch(/^cadence_process_cpu_seconds_total\{process="all-in-one"\} /m);
  });

  it('the monitoring screen names every service of the platform under its first area', () => {
    const byName = (rows: { name: string; area: string }[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName([...MONITORED_SERVICES])).toEqual(byName(SERVICES.map((service) => ({ name: service.name, area: service.areas[0] ?? service.name }))));
  });

  it('every service answers its monitoring route', async () => {
    for (const { area } of MONITORED_SERVICES) {
      const res = await gateway.app.inject({ method: 'GET', url: `/api/${area}/monitoring` });
      expect(res.statusCode, area).toBe(401);
    }
  });
});
