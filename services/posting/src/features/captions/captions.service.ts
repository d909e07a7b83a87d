import { normaliseHashtag, type Caption, type CaptionListQuery, type CreateCaptionBody, type UpdateCaptionBody } from '@cadence/contracts';
import type { Database, PageResult } from '@cadence/db';
import * as repo from './captions.repository';
import { captionErrors } from './captions.errors';

export interface CaptionsDeps {
  db: Database;
}

function toCaption(row: repo.CaptionRow): Caption {
  return {
    id: row.id,
    kind: row.kind === 'hashtags' ? 'hashtags' : 'caption',
    name: row.name,
    text: row.text,
    tags: row.tags,
    usageCount: row.usageCount,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error) {
    if ((current as Error & { code?: string }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

async function withNameCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw captionErrors.CAPTION_NAME_TAKEN();
    throw error;
  }
}

/** Each tag once (whatever its case), with one leading #, in the order given. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const clean: string[] = [];
  for (const tag of tags) {
    const normal = normaliseHashtag(tag);
    if (normal === '#' || seen.has(normal.toLowerCase())) continue;
    seen.add(normal.toLowerCase());
    clean.push(normal);
  }
  return clean;
}

export async function listCaptions(deps: CaptionsDeps, workspaceId: number, query: CaptionListQuery): Promise<PageResult<Caption>> {
  const page = await repo.listCaptions(deps.db, workspaceId, query);
  return { ...page, rows: page.rows.map(toCaption) };
}

export async function getCaption(deps: CaptionsDeps, workspaceId: number, id: number): Promise<Caption> {
  const row = await repo.findCaption(deps.db, workspaceId, id);
  if (!row) throw captionErrors.CAPTION_NOT_FOUND();
  return toCaption(row);
}

export function createCaption(deps: CaptionsDeps, workspaceId: number, body: CreateCaptionBody): Promise<Caption> {
  return withNameCheck(async () =>
    toCaption(await repo.insertCaption(deps.db, workspaceId, { kind: body.kind, name: body.name.trim(), text: body.text ?? '', tags: cleanTags(body.tags ?? []) })),
  );
}

export function updateCaption(deps: CaptionsDeps, workspaceId: number, id: number, body: UpdateCaptionBody): Promise<Caption> {
  return withNameCheck(async () => {
    const row = await repo.updateCaption(deps.db, workspaceId, id, {
      ...(body.kind !== undefined ? { kind: body.kind } : {}),
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.text !== undefined ? { text: body.text } : {}),
      ...(body.tags !== undefined ? { tags: cleanTags(body.tags) } : {}),
    });
    if (!row) throw captionErrors.CAPTION_NOT_FOUND();
    return toCaption(row);
  });
}

export async function deleteCaption(deps: CaptionsDeps, workspaceId: number, id: number): Promise<Caption> {
  const row = await repo.deleteCaption(deps.db, workspaceId, id);
  if (!row) throw captionErrors.CAPTION_NOT_FOUND();
  return toCaption(row);
}

/** The composer inserted it once more. */
export async function recordUse(deps: CaptionsDeps, workspaceId: number, id: number): Promise<Caption> {
  const row = await repo.countUse(deps.db, workspaceId, id);
  if (!row) throw captionErrors.CAPTION_NOT_FOUND();
  return toCaption(row);
}
