import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER, liveStreamStarted, userUpdated, type MonitoringThreshold, type Notification } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { createFiguresSource, figureOf } from '../src/features/monitoring-thresholds/figures-source';
import { eventOf, until, userEvents } from './helpers';

const INTERNAL_TOKEN = 'internal-token-for-the-threshold-tests-0123456789';
const ADMIN = 1;
const CLIENT = 3;

let t: TestPlatform;
let staffFr: string;
let staffEn: string;
let client: string;
let outsider: string;

beforeAll(async () => {
  t = await startTestPlatform([notificationsService], { NOTIFICATIONS_MONITORING_INTERVAL_MS: '1000', INTERNAL_TOKEN });
  await t.platform.transport.publish([
    ...userEvents({ id: 501, name: 'Ana Ops', locale: 'fr' }),
    ...userEvents({ id: 502, name: 'Bo Ops' }),
    ...userEvents({ id: 503, name: 'Cy Client' }),
    ...userEvents({ id: 504, name: 'Di Oncall' }),
    ...userEvents({ id: 505, name: 'Ed Support' }),
    // Appointed by staff: auth says what they now hold. Di never opens Monitoring before the crossing.
    eventOf(userUpdated, { userId: 504, name: 'Di Oncall', email: 'user504@example.com', status: 'active', plans: [], locale: 'en', roleIds: [2], permissions: ['MonitoringServices', 'UserManagement'] }, new Date(Date.now() + 1)),
    eventOf(userUpdated, { userId: 505, name: 'Ed Support', email: 'user505@example.com', status: 'active', plans: [], locale: 'en', roleIds: [2], permissions: ['Support'] }, new Date(Date.now() + 1)),
  ]);
  staffFr = t.token({ userId: 501, roleIds: [ADMIN], permissions: ['MonitoringServices'] });
  staffEn = t.token({ userId: 502, roleIds: [ADMIN], permissions: ['MonitoringServices'] });
  // A client whose token somehow carries the permission is still not staff: never alerted.
  client = t.token({ userId: 503, roleIds: [CLIENT], workspaceId: 30, permissions: ['MonitoringServices'] });
  outsider = t.token({ userId: 503, roleIds: [CLIENT], workspaceId: 30, permissions: [] });
});
afterAll(async () => {
  if (!t) return;
  await t.database.sql`alter table notifications.notifications drop constraint if exists staged_failure`.catch(() => undefined);
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.platform.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function thresholdAlerts(token: string): Promise<Notification[]> {
  const response = await call('GET', '/api/notifications?limit=100', token);
  expect(response.statusCode).toBe(200);
  return (response.json().data as Notification[]).filter((notification) => notification.type === 'monitoring_threshold_crossed').sort((a, b) => a.id - b.id);
}

async function thresholds(): Promise<MonitoringThreshold[]> {
  const response = await call('GET', '/api/notifications/monitoring-thresholds', staffEn);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Waits for two more checks of threshold `id`, so a round that would repeat an alert has run. */
async function twoMoreChecks(id: number): Promise<void> {
  const checkedAt = async () => (await thresholds()).find((row) => row.id === id)?.checked_at ?? '';
  const first = await checkedAt();
  const second = await until(async () => {
    const now = await checkedAt();
    return now > first && now;
  }, 'a check');
  await until(async () => (await checkedAt()) > second, 'another check');
}

describe('monitoring thresholds', () => {
  it('are for MonitoringServices, one per figure and service, with field errors, 404 and 409', async () => {
    expect((await call('GET', '/api/notifications/monitoring-thresholds', outsider)).statusCode).toBe(403);
    expect((await call('GET', '/api/notifications/monitoring-thresholds', client)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/monitoring-thresholds', staffFr)).statusCode).toBe(200);

    const bad = await call('POST', '/api/notifications/monitoring-thresholds', staffEn, { metric: 'cpu', service: 'auth', limit: 1 });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/monitoring-thresholds', staffEn, { metric: 'dead_letters', limit: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/monitoring-thresholds', staffEn, { metric: 'dead_letters', service: 'auth', limit: -1 })).statusCode).toBe(400);

    // The delivery figures are posting's, whatever service is named.
    const delivery = await call('POST', '/api/notifications/monitoring-thresholds', staffEn, { metric: 'oldest_due_seconds', service: 'auth', limit: 600 });
    expect(delivery.statusCode).toBe(201);
    expect(delivery.json().data).toMatchObject({ metric: 'oldest_due_seconds', service: 'posting', limit: 600 });
    expect((await call('POST', '/api/notifications/monitoring-thresholds', staffEn, { metric: 'oldest_due_seconds', limit: 60 })).statusCode).toBe(409);
    const changed = await call('PATCH', `/api/notifications/monitoring-thresholds/${delivery.json().data.id}`, staffEn, { limit: 900 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.limit).toBe(900);
    expect((await call('PATCH', '/api/notifications/monitoring-thresholds/999999', staffEn, { limit: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notifications/monitoring-thresholds/${delivery.json().data.id}`, staffEn)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/notifications/monitoring-thresholds/${delivery.json().data.id}`, staffEn)).statusCode).toBe(404);
    expect(await thresholds()).toEqual([]);
  });

  it('tells staff once when dead letters cross the limit, not again while crossed, and once when replay brings them back', async () => {
    const created = await call('POST', '/api/notifications/monitoring-thresholds', staffEn, { metric: 'dead_letters', service: 'notifications', limit: 0 });
    expect(created.statusCode).toBe(201);
    const id = (created.json().data as MonitoringThreshold).id;
    await until(async () => (await thresholds())[0]?.state === 'ok', 'the first check');
    await until(async () => (await t.database.sql`select 1 from notifications.monitoring_watchers where user_id = 504`).length > 0, "the on-call member's appointment");

    // The staged failure: the consumer of live.stream.started throws until the constraint goes.
    await t.database.sql`alter table notifications.notifications add constraint staged_failure check (type <> 'live_stream_started') not valid`;
    await t.platform.transport.publish([
      eventOf(liveStreamStarted, { eventId: 9, workspaceId: 30, title: 'Launch', userIds: [503], startedAt: new Date().toISOString(), destinations: 1, byUserId: 999 }),
    ]);
    const [deadLetter] = await t.database.sql<{ id: number; error: string }[]>`select id, error from notifications.dead_letters where resolved_at is null`;
    expect(deadLetter?.error).toContain('staged_failure');

    const crossed = await until(async () => (await thresholdAlerts(staffFr))[0], 'the crossing alert');
    // Told because auth said they hold MonitoringServices, though they never made a request here; support staff are not.
    const told = async (userId: number) => (await t.database.sql<{ id: number }[]>`select id from notifications.notifications where user_id = ${userId} and type = 'monitoring_threshold_crossed'`).length;
    expect(await told(504)).toBe(1);
    expect(await told(505)).toBe(0);
    expect(crossed.message).toBe('Lettres mortes de notifications vaut 1, au-delà de la limite de 0 fixée dans la surveillance des services.');
    expect((await thresholds())[0]).toMatchObject({ state: 'crossed', value: 1, crossed_at: expect.any(String) });
    await twoMoreChecks(id);
    expect(await thresholdAlerts(staffFr)).toHaveLength(1);
    expect((await thresholdAlerts(staffEn)).map((n) => n.message)).toEqual(['Dead letters of notifications is 1, over the limit of 0 you set on Monitoring Services.']);
    expect(await thresholdAlerts(client)).toHaveLength(0);
    const mails = await t.database.sql<{ subject: string }[]>`select subject from notifications.mails where "to" = 'user502@example.com' order by id`;
    expect(mails.map((mail) => mail.subject)).toEqual(['Over the limit: Dead letters of notifications']);

    await t.database.sql`alter table notifications.notifications drop constraint staged_failure`;
    const replay = await call('POST', `/api/notifications/dead-letters/${deadLetter!.id}/replay`, staffEn);
    expect(replay.json().data.status).toBe('applied');
    const recovered = await until(async () => (await thresholdAlerts(staffEn))[1], 'the recovery alert');
    expect(recovered.message).toBe('Dead letters of notifications is back to 0, within the limit of 0.');
    expect((await thresholds())[0]).toMatchObject({ state: 'ok', value: 0 });
    await twoMoreChecks(id);
    expect(await thresholdAlerts(staffEn)).toHaveLength(2);
    expect(await thresholdAlerts(client)).toHaveLength(0);
  });

  it('reads another process’s figures over its internal route with INTERNAL_TOKEN only', async () => {
    const url = await t.platform.listen();
    const path = '/internal/notifications/monitoring';
    expect((await fetch(`${url}${path}`)).status).toBe(401);
    expect((await fetch(`${url}${path}`, { headers: { [INTERNAL_TOKEN_HEADER]: 'wrong' } })).status).toBe(401);
    const remote = createFiguresSource({ monitors: () => [], serviceUrls: `notifications=${url}`, internalToken: INTERNAL_TOKEN, timeoutMs: 5000 });
    const report = await remote('notifications');
    expect(report?.service).toBe('notifications');
    expect(figureOf('dead_letters', report!)).toBe(0);
    // In-process events: nothing waits and no broker to miss.
    expect(figureOf('consumer_lag', report!)).toBe(0);
    expect(figureOf('broker_unreachable', report!)).toBe(0);
    const overKafka = { ...report!, events: { transport: 'kafka' as const, reachable: false, error: 'connect ECONNREFUSED', consumers: [{ group: 'notifications', lag: 7, partitions: [] }] } };
    expect(figureOf('consumer_lag', overKafka)).toBe(7);
    expect(figureOf('broker_unreachable', overKafka)).toBe(1);
    expect(figureOf('consumer_lag', { ...report!, events: undefined })).toBeNull();
    expect(await remote('auth')).toBeNull();
  });
});
