import type { BrandVoice } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import * as repository from './brand-voice.repository';

function present(row: repository.BrandVoiceRow | undefined): BrandVoice {
  return { voice: row?.voice ?? '', updated_at: row?.updatedAt.toISOString() ?? null };
}

export async function get(db: Database, workspaceId: number): Promise<BrandVoice> {
  return present(await repository.find(db, workspaceId));
}

/** Sets the voice; only the workspace's owner and admins reach here (updateBrandVoice's roles). */
export async function save(db: Database, workspaceId: number, voice: string): Promise<BrandVoice> {
  return present(await repository.upsert(db, workspaceId, voice.trim()));
}
