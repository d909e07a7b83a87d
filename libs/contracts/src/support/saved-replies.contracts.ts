import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ListQuery } from '../list-query';
import { IdParams, IsoDate, Strict } from '../schema';

const tags = ['Support'];
const permission = 'HelpSupportDesk';

export const SAVED_REPLY_ERROR_CODES = {
  /** 404: no saved reply with this id. */
  NOT_FOUND: 'SUPPORT_SAVED_REPLY_NOT_FOUND',
  /** 409: the desk already has a saved reply with this name. */
  NAME_TAKEN: 'SUPPORT_SAVED_REPLY_NAME_TAKEN',
  /** 403: only the desk's staff keep saved replies. */
  STAFF_ONLY: 'SUPPORT_SAVED_REPLY_STAFF_ONLY',
} as const;

/**
 * The variables a saved reply may hold, filled from the ticket when it is inserted in the reply
 * box: `{{client_name}}` (who opened the ticket), `{{ticket_title}}`, `{{ticket_id}}`, `{{agent_name}}`
 * (the employee answering).
 */
export const SAVED_REPLY_VARIABLES = ['client_name', 'ticket_title', 'ticket_id', 'agent_name'] as const;
export type SavedReplyVariable = (typeof SAVED_REPLY_VARIABLES)[number];

/** A saved reply's text with its known variables filled; an unknown `{{name}}` stays as written. */
export function fillSavedReply(text: string, values: Readonly<Record<SavedReplyVariable, string>>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => ((SAVED_REPLY_VARIABLES as readonly string[]).includes(name) ? values[name as SavedReplyVariable] : whole));
}

/** A reply the desk's staff share, to insert in a ticket's reply box. */
export const SavedReply = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  body: Type.String(),
  created_by: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type SavedReply = Static<typeof SavedReply>;

const SavedReplyName = Type.String({ minLength: 1, maxLength: 120 });
const SavedReplyText = Type.String({ minLength: 1, maxLength: 10_000 });

export const SavedReplyBody = Strict({ name: SavedReplyName, body: SavedReplyText });
export type SavedReplyBody = Static<typeof SavedReplyBody>;

export const SavedReplyUpdateBody = Type.Object({ name: Type.Optional(SavedReplyName), body: Type.Optional(SavedReplyText) }, { additionalProperties: false, minProperties: 1 });
export type SavedReplyUpdateBody = Static<typeof SavedReplyUpdateBody>;

export const SavedReplyListQuery = ListQuery({ orderBy: ['id', 'name', 'updated_at'] as const });
export type SavedReplyListQuery = Static<typeof SavedReplyListQuery>;

export const listSavedReplies = defineEndpoint({
  method: 'GET',
  path: '/api/support/saved-replies',
  summary: "Staff: the desk's saved replies (search on name and text)",
  tags,
  auth: 'user',
  roles: 'none',
  permission,
  query: SavedReplyListQuery,
  response: SavedReply,
  paged: true,
});

export const createSavedReply = defineEndpoint({
  method: 'POST',
  path: '/api/support/saved-replies',
  summary: 'Staff: save a reply for the whole desk (its name unique on the desk)',
  tags,
  auth: 'user',
  roles: 'none',
  permission,
  body: SavedReplyBody,
  response: SavedReply,
  status: 201,
});

export const updateSavedReply = defineEndpoint({
  method: 'PATCH',
  path: '/api/support/saved-replies/:id',
  summary: 'Staff: rename a saved reply or change its text',
  tags,
  auth: 'user',
  roles: 'none',
  permission,
  params: IdParams,
  body: SavedReplyUpdateBody,
  response: SavedReply,
});

export const deleteSavedReply = defineEndpoint({
  method: 'DELETE',
  path: '/api/support/saved-replies/:id',
  summary: 'Staff: delete a saved reply',
  tags,
  auth: 'user',
  roles: 'none',
  permission,
  params: IdParams,
  response: SavedReply,
});
