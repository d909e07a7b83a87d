import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveStreamStarted } from '@cadence/contracts';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { eventOf, startInstance, until, userEvents, type SharedPlatform } from './helpers';

/** Two instances of the service on one database check the same thresholds: staff hear of a crossing once, and a restart repeats nothing. */
let database: TestDatabase;
let first: SharedPlatform;
let second: SharedPlatform;
const env = { NOTIFICATIONS_MONITORING_INTERVAL_MS: '1000' };

beforeAll(async () => {
  database = await createTestDatabase('thresholds_instances');
  first = await startInstance(database.url, env);
  second = await startInstance(database.url, env);
  await first.platform.transport.publish(userEvents({ id: 601, name: 'Dee Ops' }));
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

const alerts = async () =>
  (await database.sql<{ n: number }[]>`select count(*)::int as n from notifications.notifications where user_id = 601 and type = 'monitoring_threshold_crossed'`)[0]?.n ?? 0;

describe('monitoring thresholds across instances', () => {
  it('alert once for a crossing both instances see, and not again after a restart', async () => {
    // Both instances verify tokens with the same keys; alerts go to staff (a role other than Client).
    const token = first.platform.app.jwt.sign({ sub: '601', wid: null, rid: [1], perms: ['MonitoringServices'] }, { expiresIn: 600 });
    const created = await fetch(`${second.url}/api/notifications/monitoring-thresholds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ metric: 'dead_letters', service: 'notifications', limit: 0 }),
    });
    expect(created.status).toBe(201);

    await database.sql`alter table notifications.notifications add constraint staged_failure check (type <> 'live_stream_started') not valid`;
    await first.platform.transport.publish([
      eventOf(liveStreamStarted, { eventId: 1, workspaceId: 60, title: 'Launch', userIds: [601], startedAt: new Date().toISOString(), destinations: 1, byUserId: 999 }),
    ]);
    await until(async () => (await alerts()) === 1, 'the crossing alert');
    const checked = async () => (await database.sql<{ at: Date }[]>`select checked_at as at from notifications.monitoring_thresholds`)[0]?.at.getTime() ?? 0;
    const before = await checked();
    await until(async () => (await checked()) > before + 1500, 'two more rounds');
    expect(await alerts()).toBe(1);

    await second.close();
    second = await startInstance(database.url, env);
    const restartedAt = Date.now();
    await until(async () => (await checked()) > restartedAt + 1000, 'rounds after the restart');
    expect(await alerts()).toBe(1);
    await database.sql`alter table notifications.notifications drop constraint staged_failure`;
  });
});
