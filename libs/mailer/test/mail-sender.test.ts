import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { pgSchema } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import { createDrizzle, type Database } from '@cadence/db';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { createMailSender, listMails, mailTables, queueMail, type MailSender, type MailTables } from '../src/index';
import { startSmtp } from '../src/testing';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let database: TestDatabase;
let db: Database;
let tables: MailTables;
let sender: MailSender | undefined;

beforeAll(async () => {
  database = await createTestDatabase('mailer');
  tables = mailTables('mail_test');
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ schema: pgSchema('mail_test'), ...tables }));
  for (const statement of statements) await database.sql.unsafe(statement);
  db = createDrizzle(database.sql);
});

afterEach(async () => {
  await sender?.stop();
  sender = undefined;
  await db.delete(tables.mails);
});

afterAll(async () => {
  await database?.drop();
});

const welcome = { to: 'ada@example.com', subject: 'Welcome', text: 'Hello Ada', html: '<p>Hello Ada</p>', kind: 'welcome' };

describe('mail sender', () => {
  it('sends a committed mail over SMTP and records it as sent', async () => {
    const smtp = await startSmtp();
    try {
      await db.transaction((tx) => queueMail(tx, tables, welcome));
      sender = createMailSender({ sql: database.sql, tables, smtpUrl: smtp.url, from: 'Cadence <no-reply@cadence.test>', log: silent });
      expect(await sender.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['ada@example.com']);
      expect(smtp.received[0]?.raw).toContain('Subject: Welcome');
      expect(smtp.received[0]?.raw).toContain('Hello Ada');
      const [row] = await db.select().from(tables.mails);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
      // Nothing is sent twice.
      expect(await sender.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('queues nothing when the transaction that wrote the mail rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, tables, welcome);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(tables.mails)).toEqual([]);
  });

  it('keeps mails for staff to read when no SMTP server is configured', async () => {
    await db.transaction((tx) => queueMail(tx, tables, welcome));
    sender = createMailSender({ sql: database.sql, tables, from: 'Cadence <no-reply@cadence.test>', log: silent });
    expect(await sender.runOnce()).toBe(1);
    const page = await listMails(db, tables, { pagination: true, limit: 5, page: 0, orderBy: 'id', order: 'asc', status: 'kept' });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ to: 'ada@example.com', subject: 'Welcome', text: 'Hello Ada', status: 'kept' });
  });

  it('retries a refused mail later and marks it failed after the last attempt', async () => {
    const smtp = await startSmtp({ refuse: true });
    try {
      const mail = await db.transaction((tx) => queueMail(tx, tables, welcome));
      sender = createMailSender({ sql: database.sql, tables, smtpUrl: smtp.url, from: 'no-reply@cadence.test', log: silent, maxAttempts: 2, retryBaseMs: 60_000 });
      expect(await sender.runOnce()).toBe(1);
      let [row] = await db.select().from(tables.mails).where(eq(tables.mails.id, mail.id));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.error).toContain('mailbox unavailable');
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // Not due yet: the next round leaves it alone.
      expect(await sender.runOnce()).toBe(0);
      await db.update(tables.mails).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(tables.mails.id, mail.id));
      expect(await sender.runOnce()).toBe(1);
      [row] = await db.select().from(tables.mails).where(eq(tables.mails.id, mail.id));
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it('wakes on commit when started, and two senders never send one mail twice', async () => {
    const smtp = await startSmtp();
    const second = createMailSender({ sql: database.sql, tables, smtpUrl: smtp.url, from: 'no-reply@cadence.test', log: silent, pollIntervalMs: 60_000 });
    try {
      sender = createMailSender({ sql: database.sql, tables, smtpUrl: smtp.url, from: 'no-reply@cadence.test', log: silent, pollIntervalMs: 60_000 });
      await Promise.all([sender.start(), second.start()]);
      for (let i = 0; i < 10; i += 1) await db.transaction((tx) => queueMail(tx, tables, { ...welcome, to: `user${i}@example.com` }));
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(10);
      const recipients = smtp.received.flatMap((mail) => mail.to).sort();
      expect(new Set(recipients).size).toBe(10);
    } finally {
      await second.stop();
      await smtp.close();
    }
  });
});
