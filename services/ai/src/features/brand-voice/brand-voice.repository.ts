import { eq } from 'drizzle-orm';
import type { Database } from '@cadence/db';
import { brandVoices } from '../../db/schema';

export type BrandVoiceRow = typeof brandVoices.$inferSelect;

export async function find(db: Database, workspaceId: number): Promise<BrandVoiceRow | undefined> {
  const [row] = await db.select().from(brandVoices).where(eq(brandVoices.workspaceId, workspaceId));
  return row;
}

export async function upsert(db: Database, workspaceId: number, voice: string): Promise<BrandVoiceRow> {
  const [row] = await db
    .insert(brandVoices)
    .values({ workspaceId, voice })
    .onConflictDoUpdate({ target: brandVoices.workspaceId, set: { voice, updatedAt: new Date() } })
    .returning();
  return row!;
}
