import {
  creatorApproved,
  creatorRefused,
  type CreatorApplication,
  type CreatorApplicationBody,
  type CreatorApplicationListQuery,
  type CreatorDecisionBody,
  type CreatorListQuery,
  type CreatorProfile,
  type MyCreatorApplication,
} from '@cadence/contracts';
import type { Database, PageResult } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { fieldError, type Principal } from '@cadence/service-kit';
import { supportEvents } from '../../db/schema';
import { isDeskStaff } from '../people/desk-access';
import { creatorErrors } from './creators.errors';
import * as repository from './creators.repository';

function toProfile(row: repository.CreatorRow): CreatorProfile {
  return {
    id: row.id,
    user_id: row.userId,
    display_name: row.displayName,
    bio: row.bio,
    networks: row.networks,
    portfolio: row.portfolio,
    rates: row.rates,
    languages: row.languages,
    created_at: row.createdAt.toISOString(),
  };
}

function toApplication(row: repository.CreatorRow): CreatorApplication {
  return { ...toProfile(row), status: row.status, decision_note: row.decisionNote, decided_at: row.decidedAt?.toISOString() ?? null };
}

/** A portfolio link is an absolute http(s) URL; it is stored normalised. */
function portfolioLink(value: string, index: number): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw fieldError(`portfolio/${index}`, 'must be a web address (https://...)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw fieldError(`portfolio/${index}`, 'must be a web address (https://...)');
  if (url.username || url.password) throw fieldError(`portfolio/${index}`, 'must not hold credentials');
  return url.toString();
}

function required(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw fieldError(field, 'is required');
  return trimmed;
}

/** One application per user; after a refusal the applicant may change it and apply again. */
export async function apply(db: Database, principal: Principal, body: CreatorApplicationBody): Promise<CreatorApplication> {
  const values = {
    userId: principal.userId,
    displayName: required('display_name', body.display_name),
    bio: required('bio', body.bio),
    networks: body.networks,
    portfolio: body.portfolio.map(portfolioLink),
    rates: body.rates,
    languages: body.languages,
  };
  const row = await repository.insertOrResubmit(db, values);
  if (!row) throw creatorErrors.ALREADY_APPLIED();
  return toApplication(row);
}

export async function mine(db: Database, principal: Principal): Promise<MyCreatorApplication> {
  const row = await repository.findByUser(db, principal.userId);
  return { application: row ? toApplication(row) : null };
}

export async function browse(db: Database, query: CreatorListQuery): Promise<PageResult<CreatorProfile>> {
  const page = await repository.listApproved(db, query);
  return { ...page, rows: page.rows.map(toProfile) };
}

export async function profile(db: Database, id: number): Promise<CreatorProfile> {
  const row = await repository.findApproved(db, id);
  if (!row) throw creatorErrors.NOT_FOUND();
  return toProfile(row);
}

function requireStaff(principal: Principal): void {
  if (!isDeskStaff(principal)) throw creatorErrors.STAFF_ONLY();
}

export async function applications(db: Database, principal: Principal, query: CreatorApplicationListQuery): Promise<PageResult<CreatorApplication>> {
  requireStaff(principal);
  const page = await repository.listApplications(db, query);
  return { ...page, rows: page.rows.map(toApplication) };
}

export async function decide(db: Database, principal: Principal, id: number, status: 'approved' | 'refused', body: CreatorDecisionBody): Promise<CreatorApplication> {
  requireStaff(principal);
  const note = body.note.trim();
  if (status === 'refused' && note === '') throw fieldError('note', 'is required');
  return db.transaction(async (tx) => {
    const row = await repository.decide(tx, id, { status, note, by: principal.userId });
    if (!row) {
      if (await repository.find(tx, id)) throw creatorErrors.ALREADY_DECIDED();
      throw creatorErrors.NOT_FOUND();
    }
    const payload = { applicationId: row.id, userId: row.userId, displayName: row.displayName, note, decidedBy: principal.userId };
    await writeEvent(tx, supportEvents, status === 'approved' ? creatorApproved : creatorRefused, payload);
    return toApplication(row);
  });
}
