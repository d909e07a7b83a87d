import type { BrandVoice } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { commonErrors } from '@cadence/service-kit';
import * as repository from './brand-voice.repository';

/** Roles that may change a workspace's brand voice. */
const EDITORS_OF_VOICE: readonly unknown[] = ['owner', 'admin'];

function present(row: repository.BrandVoiceRow | undefined): BrandVoice {
  return { voice: row?.voice ?? '', updated_at: row?.updatedAt.toISOString() ?? null };
}

export async function get(db: Database, workspaceId: number): Promise<BrandVoice> {
  return present(await repository.find(db, workspaceId));
}

export async function save(db: Database, workspaceId: number, role: unknown, voice: string): Promise<BrandVoice> {
  if (!EDITORS_OF_VOICE.includes(role)) throw commonErrors.FORBIDDEN("Only the workspace's owner or an admin may change its brand voice");
  return present(await repository.upsert(db, workspaceId, voice.trim()));
}
