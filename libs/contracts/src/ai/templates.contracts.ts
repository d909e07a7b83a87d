import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { ListQuery } from '../list-query';
import { Id, IdParams, IsoDate, StringEnum } from '../schema';

const tags = ['AI'];

/** Who sees a template or category: every workspace (the global library staff curate) or one workspace. */
export const PROMPT_SCOPES = ['global', 'workspace'] as const;
export type PromptScope = (typeof PROMPT_SCOPES)[number];

/** Icons a prompt category may show (names the web app maps to pictures). */
export const PROMPT_CATEGORY_ICONS = ['sparkles', 'megaphone', 'calendar', 'tag', 'heart', 'lightbulb', 'newspaper', 'gift', 'users', 'chat'] as const;
export type PromptCategoryIcon = (typeof PROMPT_CATEGORY_ICONS)[number];

/** A named variable in a prompt: `{{product}}`, letters, digits and underscores, starting with a letter. */
export const PROMPT_VARIABLE_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9_]{0,39})\s*\}\}/g;

/** The variables a prompt asks for, each once, in the order they first appear. */
export function promptVariables(prompt: string): string[] {
  const names: string[] = [];
  for (const match of prompt.matchAll(PROMPT_VARIABLE_PATTERN)) {
    const name = match[1]!;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The prompt with each variable replaced by its value; variables without a value are listed in `missing`. */
export function renderPrompt(prompt: string, values: Readonly<Record<string, string>>): { text: string; missing: string[] } {
  const missing = promptVariables(prompt).filter((name) => !values[name]?.trim());
  const text = prompt.replace(PROMPT_VARIABLE_PATTERN, (_, name: string) => values[name]?.trim() ?? '');
  return { text, missing };
}

const Title = Type.String({ minLength: 1, maxLength: 150 });

/** SPEC §3/§5 prompt category: name and icon required, description optional. */
export const PromptCategoryBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    icon: StringEnum(PROMPT_CATEGORY_ICONS),
    /** global: the library every workspace sees (staff only); workspace (default): the caller's workspace. */
    scope: Type.Optional(StringEnum(PROMPT_SCOPES)),
  },
  { additionalProperties: false },
);
export type PromptCategoryBody = Static<typeof PromptCategoryBody>;

export const PromptCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  icon: StringEnum(PROMPT_CATEGORY_ICONS),
  scope: StringEnum(PROMPT_SCOPES),
  /** Whether the caller may change or delete it. */
  editable: Type.Boolean(),
  templates: Type.Integer({ minimum: 0 }),
  created_at: IsoDate,
});
export type PromptCategory = Static<typeof PromptCategory>;

/** SPEC §3/§5 AI prompt: title and status required (status on by default), prompt, categories. */
export const PromptTemplateBody = Type.Object(
  {
    title: Title,
    status: Type.Optional(Type.Boolean()),
    prompt: Type.String({ minLength: 1, maxLength: 4000 }),
    category_ids: Type.Optional(Type.Array(Id, { maxItems: 20, uniqueItems: true })),
    scope: Type.Optional(StringEnum(PROMPT_SCOPES)),
  },
  { additionalProperties: false },
);
export type PromptTemplateBody = Static<typeof PromptTemplateBody>;

export const PromptTemplate = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Type.Boolean(),
  prompt: Type.String(),
  /** The named variables the generator asks for, in order. */
  variables: Type.Array(Type.String()),
  categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), icon: StringEnum(PROMPT_CATEGORY_ICONS) })),
  scope: StringEnum(PROMPT_SCOPES),
  editable: Type.Boolean(),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type PromptTemplate = Static<typeof PromptTemplate>;

export const PromptCategoryListQuery = ListQuery({
  orderBy: ['id', 'name', 'created_at'] as const,
  paginateByDefault: false,
  filters: { scope: Type.Optional(StringEnum(PROMPT_SCOPES)) },
});
export type PromptCategoryListQuery = Static<typeof PromptCategoryListQuery>;

export const PromptTemplateListQuery = ListQuery({
  orderBy: ['id', 'title', 'created_at', 'updated_at'] as const,
  filters: {
    category_id: Type.Optional(Id),
    status: Type.Optional(Type.Boolean()),
    scope: Type.Optional(StringEnum(PROMPT_SCOPES)),
  },
});
export type PromptTemplateListQuery = Static<typeof PromptTemplateListQuery>;

const permission = 'AIPromptTemplates';

export const listPromptCategories = defineEndpoint({
  method: 'GET',
  path: '/api/content-generator/categories',
  summary: 'Prompt categories the workspace sees: the global library and its own (not paged unless asked)',
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission,
  query: PromptCategoryListQuery,
  response: PromptCategory,
  paged: true,
});

export const createPromptCategory = defineEndpoint({
  method: 'POST',
  path: '/api/content-generator/categories',
  summary: 'Add a prompt category to the workspace, or to the global library (staff)',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission,
  body: PromptCategoryBody,
  response: PromptCategory,
  status: 201,
});

export const updatePromptCategory = defineEndpoint({
  method: 'PUT',
  path: '/api/content-generator/categories/:id',
  summary: 'Change a prompt category (global ones: staff)',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission,
  params: IdParams,
  body: PromptCategoryBody,
  response: PromptCategory,
});

export const deletePromptCategory = defineEndpoint({
  method: 'DELETE',
  path: '/api/content-generator/categories/:id',
  summary: 'Delete a prompt category; its templates stay, without it',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission,
  params: IdParams,
  response: Type.Object({ id: Type.Integer() }),
});

export const listPromptTemplates = defineEndpoint({
  method: 'GET',
  path: '/api/content-generator/templates',
  summary: 'Prompt templates the workspace sees: the global library and its own (search matches title and prompt)',
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission,
  query: PromptTemplateListQuery,
  response: PromptTemplate,
  paged: true,
});

export const getPromptTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/content-generator/templates/:id',
  summary: 'One prompt template with the variables it asks for',
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: ['AIPromptTemplates', 'AIContentGenerator'],
  params: IdParams,
  response: PromptTemplate,
});

export const createPromptTemplate = defineEndpoint({
  method: 'POST',
  path: '/api/content-generator/templates',
  summary: 'Add a prompt template to the workspace, or to the global library (staff)',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission,
  body: PromptTemplateBody,
  response: PromptTemplate,
  status: 201,
});

export const updatePromptTemplate = defineEndpoint({
  method: 'PUT',
  path: '/api/content-generator/templates/:id',
  summary: 'Change a prompt template (global ones: staff)',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission,
  params: IdParams,
  body: PromptTemplateBody,
  response: PromptTemplate,
});

export const deletePromptTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/api/content-generator/templates/:id',
  summary: 'Delete a prompt template',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission,
  params: IdParams,
  response: Type.Object({ id: Type.Integer() }),
});
