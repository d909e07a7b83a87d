import type { Inquiry, InquiryBody, Quote, QuoteBody, RequestListQuery, RequestStatus } from '@cadence/contracts';
import type { Database, PageResult } from '@cadence/db';
import { contentErrors } from '../../lib/errors';
import * as repo from './requests.repository';

const RECEIVED = { received: true } as const;

function toInquiry(row: repo.InquiryRow): Inquiry {
  return { id: row.id, name: row.name, email: row.email, company: row.company, message: row.message, locale: row.locale, status: row.status, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function toQuote(row: repo.QuoteRow): Quote {
  return { ...toInquiry(row), team_size: row.teamSize };
}

/** A filled trap field marks a robot: it gets the usual answer and nothing is kept. */
function isRobot(body: { website?: string | undefined }): boolean {
  return (body.website ?? '').trim() !== '';
}

function common(body: InquiryBody | QuoteBody) {
  const company = body.company?.trim();
  return { name: body.name.trim(), email: body.email.trim().toLowerCase(), company: company ? company : null, message: body.message.trim(), locale: body.locale };
}

/**
 * A visitor's question. The answer is the same whether it was kept, repeated within minutes
 * (kept once) or taken for a robot, so the form tells a robot nothing.
 */
export async function sendInquiry(db: Database, body: InquiryBody): Promise<typeof RECEIVED> {
  if (!isRobot(body)) await repo.insertInquiry(db, common(body));
  return RECEIVED;
}

export async function sendQuote(db: Database, body: QuoteBody): Promise<typeof RECEIVED> {
  if (!isRobot(body)) await repo.insertQuote(db, { ...common(body), teamSize: body.team_size });
  return RECEIVED;
}

export async function listInquiries(db: Database, query: RequestListQuery): Promise<PageResult<Inquiry>> {
  const page = await repo.listInquiries(db, query);
  return { ...page, rows: page.rows.map(toInquiry) };
}

export async function listQuotes(db: Database, query: RequestListQuery): Promise<PageResult<Quote>> {
  const page = await repo.listQuotes(db, query);
  return { ...page, rows: page.rows.map(toQuote) };
}

export async function setInquiryStatus(db: Database, id: number, status: RequestStatus): Promise<Inquiry> {
  const row = await repo.setInquiryStatus(db, id, status);
  if (!row) throw contentErrors.INQUIRY_NOT_FOUND();
  return toInquiry(row);
}

export async function setQuoteStatus(db: Database, id: number, status: RequestStatus): Promise<Quote> {
  const row = await repo.setQuoteStatus(db, id, status);
  if (!row) throw contentErrors.QUOTE_NOT_FOUND();
  return toQuote(row);
}
