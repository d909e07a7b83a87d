import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { fillSavedReply, type SavedReply } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { supportService } from '../src/app';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([supportService]);
});
afterAll(async () => {
  await t?.close();
});

let nextId = 7000;
const agent = (userId = nextId++) => ({ userId, auth: `Bearer ${t.token({ userId, workspaceId: null, permissions: ['dashboard', 'HelpSupportDesk'], roleIds: [2] })}` });
const client = (userId = nextId++) => ({ userId, auth: `Bearer ${t.token({ userId, workspaceId: 900 + userId, permissions: ['dashboard', 'HelpSupportDesk'], roleIds: [3] })}` });
const outsider = (userId = nextId++) => ({ userId, auth: `Bearer ${t.token({ userId, workspaceId: null, permissions: ['dashboard'], roleIds: [2] })}` });

type Caller = { auth: string };
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Caller, payload?: unknown) =>
  t.platform.app.inject({ method, url, headers: { authorization: who.auth }, ...(payload === undefined ? {} : { payload }) } as InjectOptions);

async function save(who: Caller, name: string, body: string): Promise<SavedReply> {
  const response = await inject('POST', '/api/support/saved-replies', who, { name, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as SavedReply;
}

describe('saved replies', () => {
  it('are shared by the whole desk, searched, sorted and paged with the list query', async () => {
    const sam = agent();
    const kim = agent();
    const greeting = await save(sam, '  Greeting ', '  Hello {{client_name}}, thanks for writing about “{{ticket_title}}”. ');
    expect(greeting).toMatchObject({ name: 'Greeting', body: 'Hello {{client_name}}, thanks for writing about “{{ticket_title}}”.', created_by: { id: sam.userId } });
    await save(kim, 'Refund policy', 'Refunds take 5 days.');
    await save(kim, 'Closing', 'Closing this ticket, {{agent_name}}');

    const all = await inject('GET', '/api/support/saved-replies?orderBy=name&order=asc', sam);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((reply: SavedReply) => reply.name)).toEqual(['Closing', 'Greeting', 'Refund policy']);
    expect(all.json().total).toBe(3);
    const found = await inject('GET', '/api/support/saved-replies?search=refunds', kim);
    expect(found.json().data.map((reply: SavedReply) => reply.name)).toEqual(['Refund policy']);
    const paged = await inject('GET', '/api/support/saved-replies?orderBy=name&order=desc&limit=2&page=1', kim);
    expect(paged.json()).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(paged.json().data.map((reply: SavedReply) => reply.name)).toEqual(['Closing']);
  });

  it('keep one name per desk whatever its case, and refuse blanks with the field named', async () => {
    const sam = agent();
    const first = await save(sam, 'Duplicate me', 'One');
    const taken = await inject('POST', '/api/support/saved-replies', sam, { name: 'DUPLICATE me', body: 'Two' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SUPPORT_SAVED_REPLY_NAME_TAKEN');
    const other = await save(sam, 'Other name', 'Three');
    expect((await inject('PATCH', `/api/support/saved-replies/${other.id}`, sam, { name: 'duplicate ME' })).statusCode).toBe(409);
    const blank = await inject('POST', '/api/support/saved-replies', sam, { name: '   ', body: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'name', message: 'is required' }]);
    const missing = await inject('POST', '/api/support/saved-replies', sam, { name: 'No text' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((error: { field: string }) => error.field)).toContain('body');
    const extra = await inject('PATCH', `/api/support/saved-replies/${first.id}`, sam, {});
    expect(extra.statusCode).toBe(400);
  });

  it('are changed and deleted by any employee of the desk; an unknown one is a 404', async () => {
    const sam = agent();
    const kim = agent();
    const reply = await save(sam, 'Change me', 'Before');
    const changed = await inject('PATCH', `/api/support/saved-replies/${reply.id}`, kim, { body: 'After {{ticket_id}}' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: reply.id, name: 'Change me', body: 'After {{ticket_id}}' });
    expect((await inject('DELETE', `/api/support/saved-replies/${reply.id}`, kim)).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/support/saved-replies/${reply.id}`, kim)).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/support/saved-replies/${reply.id}`, sam, { name: 'Gone' })).statusCode).toBe(404);
  });

  it('stay among staff: a client is refused (403), and so is anyone without the desk permission', async () => {
    const sam = agent();
    const reply = await save(sam, 'Internal wording', 'Only for us');
    const alice = client();
    for (const [method, url, payload] of [
      ['GET', '/api/support/saved-replies', undefined],
      ['POST', '/api/support/saved-replies', { name: 'Mine', body: 'x' }],
      ['PATCH', `/api/support/saved-replies/${reply.id}`, { name: 'Mine' }],
      ['DELETE', `/api/support/saved-replies/${reply.id}`, undefined],
    ] as const) {
      expect((await inject(method, url, alice, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await inject(method, url, outsider(), payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const still = await inject('GET', '/api/support/saved-replies?search=Internal', sam);
    expect(still.json().data.map((r: SavedReply) => r.body)).toEqual(['Only for us']);
  });

  it('fill their variables from the ticket, leaving unknown ones as written', () => {
    const values = { client_name: 'Claire', ticket_title: 'Posts fail', ticket_id: '41', agent_name: 'Sam' };
    expect(fillSavedReply('Hi {{client_name}}, about #{{ ticket_id }} “{{ticket_title}}” — {{agent_name}} {{unknown}}', values)).toBe('Hi Claire, about #41 “Posts fail” — Sam {{unknown}}');
    expect(fillSavedReply('{{client_name}}{{client_name}}', { ...values, client_name: '$& {{agent_name}}' })).toBe('$& {{agent_name}}$& {{agent_name}}');
  });
});
