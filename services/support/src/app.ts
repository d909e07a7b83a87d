import { fileURLToPath } from 'node:url';
import { defineService } from '@cadence/service-kit';
import { supportServiceEnv } from './config';
import { supportEvents } from './db/schema';
import { userOnRegistration } from './consumers/user-registered';
import { userOnUpdate } from './consumers/user-updated';
import { imageRoutes } from './features/images/images.routes';
import { ticketRoutes } from './features/tickets/tickets.routes';
import { savedReplyRoutes } from './features/saved-replies/saved-replies.routes';
import { creatorRoutes } from './features/creators/creators.routes';
import { hireRoutes } from './features/hires/hires.routes';

/** The help and support desk: tickets, their conversations (replies with images, staff's internal notes), assignment to staff, response-time targets and the desk's saved replies; and the creators' marketplace (applications reviewed by staff, hire requests from workspaces). */
export const supportService = defineService({
  name: 'support',
  areas: ['support'],
  env: supportServiceEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: supportEvents,
  async routes(app, context) {
    ticketRoutes(app, { db: context.db });
    savedReplyRoutes(app, { db: context.db });
    creatorRoutes(app, { db: context.db });
    hireRoutes(app, { db: context.db, clock: context.clock });
    await imageRoutes(app, { db: context.db, maxBytes: context.config.SUPPORT_MAX_IMAGE_BYTES, maxPixels: context.config.SUPPORT_MAX_IMAGE_PIXELS });
  },
  consumers() {
    return [userOnRegistration, userOnUpdate];
  },
});
