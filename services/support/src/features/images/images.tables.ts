import { customType, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { supportSchema } from '../../db/schema';
import { ticketMessages, tickets } from '../tickets/tickets.tables';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Images of tickets and replies; uploaded first, then joined to the ticket or reply that names them. */
export const supportImages = supportSchema.table(
  'images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uploaderId: integer('uploader_id').notNull(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => ticketMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_ticket_idx').on(t.ticketId), index('images_uploader_idx').on(t.uploaderId)],
);
