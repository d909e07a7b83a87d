import type { FastifyInstance } from 'fastify';
import { listInquiries, listQuotes, sendInquiry, sendQuoteRequest, setInquiryStatus, setQuoteStatus } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as requests from './requests.service';

/** The public forms are throttled per address on top of the global limit. */
export const REQUEST_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

export function requestsRoutes(app: FastifyInstance, db: Database): void {
  route(app, sendInquiry, ({ request }) => requests.sendInquiry(db, request.body), { message: 'Received', rateLimit: REQUEST_RATE_LIMIT });
  listRoute(app, listInquiries, ({ request }) => requests.listInquiries(db, request.query));
  route(app, setInquiryStatus, ({ request }) => requests.setInquiryStatus(db, request.params.id, request.body.status));
  route(app, sendQuoteRequest, ({ request }) => requests.sendQuote(db, request.body), { message: 'Received', rateLimit: REQUEST_RATE_LIMIT });
  listRoute(app, listQuotes, ({ request }) => requests.listQuotes(db, request.query));
  route(app, setQuoteStatus, ({ request }) => requests.setQuoteStatus(db, request.params.id, request.body.status));
}
