import type { FastifyInstance } from 'fastify';
import { getLinkCard } from '@cadence/contracts';
import { createOutboundFetch, readLinkCard, route } from '@cadence/service-kit';
import type { ConnectionsContext } from '../connections/connections.config';

/** A preview of a page's card is quick or not shown. */
const PREVIEW_TIMEOUT_MS = 8000;

/** GET /api/posts/link-card: the composer's preview of the card a linked page gives (the card Bluesky's adapter embeds). */
export function linkCardsRoutes(app: FastifyInstance, context: ConnectionsContext): void {
  const fetch = createOutboundFetch({
    allowPrivate: context.config.OUTBOUND_ALLOW_PRIVATE,
    timeoutMs: Math.min(PREVIEW_TIMEOUT_MS, context.config.OUTBOUND_TIMEOUT_MS),
    userAgent: 'Cadence',
  });
  route(app, getLinkCard, ({ request }) => readLinkCard(fetch, request.query.url));
}
