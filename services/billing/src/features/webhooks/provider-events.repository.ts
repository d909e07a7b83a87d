import type { Executor } from '@cadence/db';
import { providerEvents } from '../../db/schema';

/** Records a provider notification; false when it was recorded (applied) before. */
export async function claim(db: Executor, provider: 'stripe' | 'paypal', eventId: string, type: string): Promise<boolean> {
  const rows = await db.insert(providerEvents).values({ provider, eventId, type }).onConflictDoNothing().returning({ eventId: providerEvents.eventId });
  return rows.length > 0;
}
