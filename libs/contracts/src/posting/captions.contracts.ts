import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { ListQuery } from '../list-query';

export const CAPTION_ERROR_CODES = {
  /** 404: no saved caption with this id in the caller's workspace. */
  NOT_FOUND: 'POSTING_CAPTION_NOT_FOUND',
  /** 409: the workspace already has a caption or hashtag group with this name (whatever its case). */
  NAME_TAKEN: 'POSTING_CAPTION_NAME_TAKEN',
} as const;

/** A saved caption (text to start a post from) or a hashtag group (tags to append). */
export const CAPTION_KINDS = ['caption', 'hashtags'] as const;
export type CaptionKind = (typeof CAPTION_KINDS)[number];

/**
 * The variables a caption's text may hold, filled in when it is inserted in the composer:
 * {link} the first link of the post's text, {date} and {time} the post's scheduled day and time
 * (now when it has none), {day} that day's weekday, {account} the first chosen account's name,
 * {network} that account's network. Any other {word} is left as written (the editor flags it).
 */
export const CAPTION_VARIABLES = ['link', 'date', 'time', 'day', 'account', 'network'] as const;
export type CaptionVariable = (typeof CAPTION_VARIABLES)[number];
export type CaptionVariableValues = Partial<Record<CaptionVariable, string>>;

const VARIABLE = /\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g;
const KNOWN = new Set<string>(CAPTION_VARIABLES);

/** The {word}s of a text (all of them, or only those that are not known variables), each once, in order. */
export function captionVariablesIn(text: string, only: 'all' | 'unknown' = 'all'): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(VARIABLE)) {
    const name = match[1] ?? '';
    if ((only === 'all' || !KNOWN.has(name.toLowerCase())) && !found.includes(name)) found.push(name);
  }
  return found;
}

/**
 * Fills the known variables of a caption's text (names match whatever their case). A known
 * variable without a value ({link} on a post with no link yet) stays as written, like an unknown one.
 */
export function fillCaptionVariables(text: string, values: CaptionVariableValues): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    const key = name.toLowerCase();
    if (!KNOWN.has(key)) return whole;
    return values[key as CaptionVariable] ?? whole;
  });
}

/** A hashtag as saved: one leading #, no spaces. */
export function normaliseHashtag(tag: string): string {
  return `#${tag.trim().replace(/^#+/, '')}`;
}

/** What an insertion puts in the editor: the text, then the tags of a hashtag group. */
export function captionInsertText(caption: Pick<Caption, 'text' | 'tags' | 'kind'>, values: CaptionVariableValues): string {
  const text = fillCaptionVariables(caption.text, values);
  if (caption.kind !== 'hashtags') return text;
  return [text.trim(), caption.tags.join(' ')].filter((part) => part !== '').join(' ');
}

export const Caption = Type.Object({
  id: Id,
  kind: StringEnum(CAPTION_KINDS),
  name: Type.String(),
  text: Type.String(),
  tags: Type.Array(Type.String()),
  /** How many times it was inserted from the composer. */
  usageCount: Type.Integer({ minimum: 0 }),
  lastUsedAt: Type.Union([IsoDate, Type.Null()]),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Caption = Static<typeof Caption>;

const CaptionName = Type.String({ minLength: 1, maxLength: 120 });
const CaptionText = Type.String({ maxLength: 5000 });
/** A tag: no spaces and no # inside, with or without leading #s. */
const CaptionTag = Type.String({ minLength: 1, maxLength: 100, pattern: '^#*[^\\s#]+$' });
const CaptionTags = Type.Array(CaptionTag, { maxItems: 60 });

export const CreateCaptionBody = Strict({
  kind: StringEnum(CAPTION_KINDS),
  name: CaptionName,
  text: Type.Optional(CaptionText),
  tags: Type.Optional(CaptionTags),
});
export type CreateCaptionBody = Static<typeof CreateCaptionBody>;

export const UpdateCaptionBody = Strict({
  kind: Type.Optional(StringEnum(CAPTION_KINDS)),
  name: Type.Optional(CaptionName),
  text: Type.Optional(CaptionText),
  tags: Type.Optional(CaptionTags),
});
export type UpdateCaptionBody = Static<typeof UpdateCaptionBody>;

export const CaptionListQuery = ListQuery({
  orderBy: ['id', 'name', 'usageCount', 'lastUsedAt', 'createdAt', 'updatedAt'],
  filters: { kind: Type.Optional(StringEnum(CAPTION_KINDS)) },
});
export type CaptionListQuery = Static<typeof CaptionListQuery>;

export const listCaptions = defineEndpoint({
  method: 'GET',
  path: '/api/captions',
  summary: "Saved captions and hashtag groups of the caller's workspace (search on name, text and tags)",
  tags: ['captions'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'Caption',
  query: CaptionListQuery,
  response: Caption,
  paged: true,
});

export const getCaption = defineEndpoint({
  method: 'GET',
  path: '/api/captions/:id',
  summary: 'One saved caption or hashtag group',
  tags: ['captions'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'Caption',
  params: IdParams,
  response: Caption,
});

export const createCaption = defineEndpoint({
  method: 'POST',
  path: '/api/captions',
  summary: 'Save a caption or a hashtag group',
  tags: ['captions'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'Caption',
  status: 201,
  body: CreateCaptionBody,
  response: Caption,
});

export const updateCaption = defineEndpoint({
  method: 'PATCH',
  path: '/api/captions/:id',
  summary: 'Change a saved caption or hashtag group',
  tags: ['captions'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'Caption',
  params: IdParams,
  body: UpdateCaptionBody,
  response: Caption,
});

export const deleteCaption = defineEndpoint({
  method: 'DELETE',
  path: '/api/captions/:id',
  summary: 'Delete a saved caption or hashtag group',
  tags: ['captions'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'Caption',
  params: IdParams,
  response: Caption,
});

export const recordCaptionUse = defineEndpoint({
  method: 'POST',
  path: '/api/captions/:id/uses',
  summary: 'Count one insertion of a caption from the composer',
  tags: ['captions'],
  auth: 'user',
  roles: ROLES.writers,
  permission: 'Caption',
  params: IdParams,
  response: Caption,
});
