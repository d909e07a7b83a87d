import { stringify } from 'csv-stringify/sync';
import { subscriberSubscribed, type Subscriber, type SubscribeBody, type SubscriberExportQuery, type SubscriberListQuery } from '@cadence/contracts';
import type { Database, PageResult } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { contentEvents } from '../../db/schema';
import * as repo from './subscribers.repository';

function toSubscriber(row: repo.SubscriberRow): Subscriber {
  return { id: row.id, email: row.email, status: row.status, email_status: row.emailStatus, locale: row.locale, createdAt: row.createdAt.toISOString() };
}

/**
 * Newsletter sign-up, idempotent per address (compared lower-cased): a new or returning
 * address is (re)subscribed and content.subscriber.subscribed written in the same
 * transaction; an address already subscribed changes nothing. The answer is the same either
 * way, so the form does not reveal who is on the list.
 */
export async function subscribe(db: Database, body: SubscribeBody): Promise<{ subscribed: true }> {
  const email = body.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const row = (await repo.insertIfNew(tx, { email, locale: body.locale })) ?? (await repo.resubscribe(tx, email));
    if (row) await writeEvent(tx, contentEvents, subscriberSubscribed, { subscriberId: row.id, email: row.email, locale: row.locale });
  });
  return { subscribed: true };
}

export async function list(db: Database, query: SubscriberListQuery): Promise<PageResult<Subscriber>> {
  const page = await repo.listSubscribers(db, query);
  return { ...page, rows: page.rows.map(toSubscriber) };
}

/** A cell a spreadsheet would run as a formula is kept as text. */
function cell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The subscribers the filters match as CSV: email,status,email_status,locale,createdAt. */
export async function exportCsv(db: Database, query: SubscriberExportQuery): Promise<string> {
  const rows = await repo.listForExport(db, query);
  return stringify(
    rows.map((row) => [cell(row.email), row.status, row.emailStatus, row.locale, row.createdAt.toISOString()]),
    { header: true, columns: ['email', 'status', 'email_status', 'locale', 'createdAt'] },
  );
}
