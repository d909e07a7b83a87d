import type { CmsPage, ContentLocale, CreatePageBody, PageListQuery, PageStatus, PublishedPage, UpdatePageBody } from '@cadence/contracts';
import type { Database, PageResult } from '@cadence/db';
import { contentErrors } from '../../lib/errors';
import { localesToRead } from '../../lib/locales';
import { isUniqueViolation } from '../../lib/unique-violation';
import * as repo from './pages.repository';

export function toCmsPage(row: repo.PageRow): CmsPage {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    locale: row.locale,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    status: row.status,
    components: row.components,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const slugTaken = () => contentErrors.SLUG_TAKEN(undefined, [{ field: 'slug', message: 'is already used by another page in this language' }]);

/**
 * A visitor's page: the published version in their language, else the published English one.
 * Drafts (status disable) are never served, whatever the language.
 */
export async function getPublished(db: Database, slug: string, locale: ContentLocale): Promise<PublishedPage> {
  const rows = await repo.findPublished(db, slug, localesToRead(locale));
  const row = rows.find((candidate) => candidate.locale === locale) ?? rows[0];
  if (!row) throw contentErrors.PAGE_NOT_FOUND();
  return {
    slug: row.slug,
    locale: row.locale,
    fallback: row.locale !== locale,
    title: row.title,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    components: row.components,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function list(db: Database, query: PageListQuery): Promise<PageResult<CmsPage>> {
  const page = await repo.listPages(db, query);
  return { ...page, rows: page.rows.map(toCmsPage) };
}

export async function get(db: Database, id: number): Promise<CmsPage> {
  const row = await repo.findById(db, id);
  if (!row) throw contentErrors.PAGE_NOT_FOUND();
  return toCmsPage(row);
}

export async function create(db: Database, body: CreatePageBody): Promise<CmsPage> {
  const row = await repo.insertPage(db, {
    slug: body.slug,
    locale: body.locale,
    title: body.title.trim(),
    metaTitle: body.meta_title.trim(),
    metaDescription: body.meta_description.trim(),
    status: body.status,
    components: body.components,
  });
  if (!row) throw slugTaken();
  return toCmsPage(row);
}

export async function update(db: Database, id: number, body: UpdatePageBody): Promise<CmsPage> {
  try {
    const row = await repo.updatePage(db, id, {
      ...(body.slug !== undefined && { slug: body.slug }),
      ...(body.locale !== undefined && { locale: body.locale }),
      ...(body.title !== undefined && { title: body.title.trim() }),
      ...(body.meta_title !== undefined && { metaTitle: body.meta_title.trim() }),
      ...(body.meta_description !== undefined && { metaDescription: body.meta_description.trim() }),
      ...(body.status !== undefined && { status: body.status }),
      ...(body.components !== undefined && { components: body.components }),
    });
    if (!row) throw contentErrors.PAGE_NOT_FOUND();
    return toCmsPage(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function setStatus(db: Database, id: number, status: PageStatus): Promise<CmsPage> {
  const row = await repo.setStatus(db, id, status);
  if (!row) throw contentErrors.PAGE_NOT_FOUND();
  return toCmsPage(row);
}

export async function remove(db: Database, id: number): Promise<{ id: number }> {
  if (!(await repo.deletePage(db, id))) throw contentErrors.PAGE_NOT_FOUND();
  return { id };
}
