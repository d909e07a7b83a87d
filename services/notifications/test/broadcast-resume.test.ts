import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrizzle } from '@cadence/db';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import type { Broadcast } from '@cadence/contracts';
import { createDelivery } from '../src/features/delivery/deliver';
import { lockUnfinished } from '../src/features/broadcasts/broadcasts.repository';
import { create, runBatch } from '../src/features/broadcasts/broadcasts.service';
import { instanceMailSeal, startInstance, until } from './helpers';

const USERS = 300;
const BATCH = 40;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('resume');
  // Migrate, then stop: what follows runs with no worker until a platform starts again.
  const setup = await startInstance(database.url);
  await setup.close();
  // Seeding: 300 active users in the service's copy (as auth.user.* events would leave them).
  await database.sql`
    insert into notifications.recipients (id, name, email, locale, status, plans, source_at)
    select i, 'User ' || i, 'user' || i || '@example.com', 'en', 'active', '{}', now() from generate_series(1, ${USERS}) as i`;
});
afterAll(() => database?.drop());

async function counts(broadcastId: number, message: string) {
  const [row] = await database.sql<{ recipients: number; notifications: number; users: number; twice: number }[]>`
    select
      (select count(*)::int from notifications.broadcast_recipients where broadcast_id = ${broadcastId}) as recipients,
      (select count(*)::int from notifications.notifications where message = ${message}) as notifications,
      (select count(distinct user_id)::int from notifications.notifications where message = ${message}) as users,
      (select count(*)::int from (select user_id from notifications.notifications where message = ${message} group by user_id having count(*) > 1) d) as twice`;
  if (!row) throw new Error('no counts');
  return row;
}

describe('a broadcast across a restart', () => {
  it('resumes from the last committed batch and reaches every user exactly once', async () => {
    const db = createDrizzle(database.sql);
    const delivery = createDelivery({ publicUrl: 'http://localhost', seal: instanceMailSeal() });
    const message = 'Resumed send';
    const queued = await create(db, delivery, async () => undefined, 1, { audience: 'all', type: 'announcement', message, in_app: true, email: false }, BATCH);

    // Two batches commit.
    for (let i = 0; i < 2; i += 1) {
      await db.transaction(async (tx) => {
        const locked = await lockUnfinished(tx, queued.id);
        if (!locked) throw new Error('the broadcast is not pending');
        await runBatch(tx, delivery, locked, BATCH);
      });
    }
    // The third dies half-way (the process is killed): its transaction rolls back whole.
    await expect(
      db.transaction(async (tx) => {
        const locked = await lockUnfinished(tx, queued.id);
        if (!locked) throw new Error('the broadcast is not pending');
        await runBatch(tx, delivery, locked, BATCH);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    const [mid] = await database.sql<{ cursor: number; processed: number; status: string }[]>`select cursor, processed, status from notifications.broadcasts where id = ${queued.id}`;
    expect(mid).toEqual({ cursor: 2 * BATCH, processed: 2 * BATCH, status: 'running' });
    expect(await counts(queued.id, message)).toEqual({ recipients: 2 * BATCH, notifications: 2 * BATCH, users: 2 * BATCH, twice: 0 });

    // A user the send already reached ahead of the cursor (a second worker's write) is not reached again.
    await database.sql`insert into notifications.broadcast_recipients (broadcast_id, user_id) values (${queued.id}, 200)`;
    await database.sql`insert into notifications.notifications (user_id, type, message) values (200, 'announcement', ${message})`;

    // The platform starts again: its worker picks the send up where it stopped.
    const restarted = await startInstance(database.url, { NOTIFICATIONS_BROADCAST_BATCH_SIZE: String(BATCH) });
    try {
      const done = await until(async () => {
        const response = await restarted.platform.app.inject({
          method: 'GET',
          url: `/api/notifications/broadcasts/${queued.id}`,
          headers: { authorization: `Bearer ${restarted.token({ userId: 1, permissions: ['PushNotification'] })}` },
        });
        const broadcast = response.json().data as Broadcast;
        return broadcast.status === 'completed' ? broadcast : undefined;
      }, 'the broadcast to complete');
      expect(done).toMatchObject({ total: USERS, processed: USERS, delivered_in_app: USERS - 1 });
      expect(await counts(queued.id, message)).toEqual({ recipients: USERS, notifications: USERS, users: USERS, twice: 0 });
    } finally {
      await restarted.close();
    }
  });

  it('survives an instance stopping mid-send: another finishes it, nobody twice', async () => {
    const first = await startInstance(database.url, { NOTIFICATIONS_BROADCAST_BATCH_SIZE: '1' });
    const message = 'Send across instances';
    let id = 0;
    try {
      const response = await first.platform.app.inject({
        method: 'POST',
        url: '/api/notifications/broadcasts',
        headers: { authorization: `Bearer ${first.token({ userId: 1, permissions: ['PushNotification'] })}` },
        payload: { audience: 'all', type: 'maintenance', message, in_app: true, email: false },
      });
      id = response.json().data.id;
      await until(async () => {
        const [row] = await database.sql<{ processed: number }[]>`select processed from notifications.broadcasts where id = ${id}`;
        return (row?.processed ?? 0) > 0;
      }, 'the first batch');
    } finally {
      // Stops after the batch in hand.
      await first.close();
    }
    const second = await startInstance(database.url, { NOTIFICATIONS_BROADCAST_BATCH_SIZE: '50' });
    try {
      await until(async () => {
        const [row] = await database.sql<{ status: string }[]>`select status from notifications.broadcasts where id = ${id}`;
        return row?.status === 'completed';
      }, 'the broadcast to complete');
      expect(await counts(id, message)).toEqual({ recipients: USERS, notifications: USERS, users: USERS, twice: 0 });
    } finally {
      await second.close();
    }
  });
});
