import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { promptVariables, renderPrompt, type GenerationBrief, type PromptTemplate, type PromptTemplateBody, type PromptTemplateListQuery } from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { commonErrors, fieldError, type Principal } from '@cadence/service-kit';
import * as categories from '../categories/categories.repository';
import { GLOBAL, assertMayChange, mayChange, readableScopes, scopeForNew, scopeName } from './library-access';
import * as repository from './templates.repository';

const NOT_FOUND = 'No such prompt template';

function presenter(principal: Principal, role: unknown, categoriesOf: Map<number, repository.TemplateCategory[]>) {
  return (row: repository.TemplateRow): PromptTemplate => ({
    id: row.id,
    title: row.title,
    status: row.status,
    prompt: row.prompt,
    variables: promptVariables(row.prompt),
    categories: categoriesOf.get(row.id) ?? [],
    scope: scopeName(row.workspaceId),
    editable: mayChange(principal, role, row.workspaceId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });
}

async function present(db: Executor, principal: Principal, role: unknown, row: repository.TemplateRow): Promise<PromptTemplate> {
  return presenter(principal, role, await repository.categoriesOf(db, [row.id]))(row);
}

/** Title and prompt must hold more than blanks; categories must be ones the template's library may use. */
async function checked(db: Executor, workspaceId: number, body: PromptTemplateBody) {
  const title = body.title.trim();
  const prompt = body.prompt.trim();
  const problems = [...(title ? [] : [{ field: 'title', message: 'is required' }]), ...(prompt ? [] : [{ field: 'prompt', message: 'is required' }])];
  if (problems.length > 0) throw commonErrors.VALIDATION_FAILED(problems.map((p) => `${p.field}: ${p.message}`).join('; '), problems);
  const categoryIds = body.category_ids ?? [];
  const found = await categories.findMany(db, categoryIds);
  // A global template uses global categories only; a workspace's template, the global ones and its own.
  const usable = new Set(found.filter((row) => row.workspaceId === GLOBAL || row.workspaceId === workspaceId).map((row) => row.id));
  const unknown = categoryIds.filter((id) => !usable.has(id));
  if (unknown.length > 0) throw fieldError('category_ids', `no such category: ${unknown.join(', ')}`);
  return { values: { title, prompt, status: body.status ?? true }, categoryIds };
}

export async function list(db: Database, principal: Principal, role: unknown, query: PromptTemplateListQuery): Promise<PageResult<PromptTemplate>> {
  const page = await repository.list(db, readableScopes(principal), query);
  const categoriesOf = await repository.categoriesOf(
    db,
    page.rows.map((row) => row.id),
  );
  return { ...page, rows: page.rows.map(presenter(principal, role, categoriesOf)) };
}

export async function get(db: Database, principal: Principal, role: unknown, id: number): Promise<PromptTemplate> {
  const row = await repository.find(db, readableScopes(principal), id);
  if (!row) throw commonErrors.NOT_FOUND(NOT_FOUND);
  return present(db, principal, role, row);
}

export async function create(db: Database, principal: Principal, role: unknown, body: PromptTemplateBody): Promise<PromptTemplate> {
  const workspaceId = scopeForNew(principal, role, body.scope);
  const { values, categoryIds } = await checked(db, workspaceId, body);
  return db.transaction(async (tx) => {
    const row = await repository.insert(tx, { workspaceId, ...values });
    await repository.setCategories(tx, row.id, categoryIds);
    return present(tx, principal, role, row);
  });
}

export async function update(db: Database, principal: Principal, role: unknown, id: number, body: PromptTemplateBody): Promise<PromptTemplate> {
  const row = await repository.find(db, readableScopes(principal), id);
  if (!row) throw commonErrors.NOT_FOUND(NOT_FOUND);
  assertMayChange(principal, role, row.workspaceId, body.scope);
  const { values, categoryIds } = await checked(db, row.workspaceId, body);
  return db.transaction(async (tx) => {
    const saved = await repository.update(tx, id, values);
    if (!saved) throw commonErrors.NOT_FOUND(NOT_FOUND);
    await repository.setCategories(tx, id, categoryIds);
    return present(tx, principal, role, saved);
  });
}

export async function remove(db: Database, principal: Principal, role: unknown, id: number): Promise<{ id: number }> {
  const row = await repository.find(db, readableScopes(principal), id);
  if (!row) throw commonErrors.NOT_FOUND(NOT_FOUND);
  assertMayChange(principal, role, row.workspaceId, undefined);
  if (!(await repository.remove(db, id))) throw commonErrors.NOT_FOUND(NOT_FOUND);
  return { id };
}

/**
 * A brief's template with its variables filled in: the instructions the generator adds to the
 * brief's user message. 400 naming the template or each missing variable; undefined without one.
 */
export async function instructionsFor(db: Executor, workspaceId: number, brief: GenerationBrief): Promise<string | undefined> {
  if (brief.template_id === undefined) return undefined;
  const row = await repository.find(db, [GLOBAL, workspaceId], brief.template_id);
  if (!row) throw fieldError('template_id', 'no such prompt template');
  if (!row.status) throw fieldError('template_id', 'this template is switched off');
  const { text, missing } = renderPrompt(row.prompt, brief.variables ?? {});
  if (missing.length > 0) {
    const fields = missing.map((name) => ({ field: `variables.${name}`, message: 'is required by the template' }));
    throw commonErrors.VALIDATION_FAILED(fields.map((f) => `${f.field}: ${f.message}`).join('; '), fields);
  }
  return text;
}

/**
 * Adds a template's instructions to the brief's user message. They stay with the user's words:
 * the system prompt, with its rules, is left as it is.
 */
export function withInstructions(messages: ChatCompletionMessageParam[], instructions: string | undefined): ChatCompletionMessageParam[] {
  if (!instructions) return messages;
  const at = messages.findIndex((message) => message.role === 'user');
  const text = `Instructions: ${instructions}`;
  if (at === -1) return [...messages, { role: 'user', content: text }];
  return messages.map((message, index) => {
    if (index !== at || typeof message.content !== 'string') return message;
    return { role: 'user', content: message.content ? `${message.content}\n${text}` : text };
  });
}
