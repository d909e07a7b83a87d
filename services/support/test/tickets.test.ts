import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { TICKET_RESPONSE_TARGET_MINUTES, userRegistered, type EventMessage, type Permission, type Ticket, type TicketDetail, type WorkspaceRole } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import { pngDeclaring, startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { supportService } from '../src/app';
import { userOnRegistration } from '../src/consumers/user-registered';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([supportService], { SUPPORT_MAX_IMAGE_BYTES: '4096' });
});
afterAll(async () => {
  await t?.close();
});

const CLIENT_PERMS: Permission[] = ['dashboard', 'HelpSupportDesk', 'Composer'];
let nextId = 1000;
const workspace = () => 5000 + Math.floor(Math.random() * 1_000_000);
const client = (workspaceId: number, userId = nextId++, workspaceRole: WorkspaceRole = 'owner') => ({ userId, auth: `Bearer ${t.token({ userId, workspaceId, permissions: CLIENT_PERMS, roleIds: [3], workspaceRole })}` });
const agent = (userId = nextId++) => ({ userId, auth: `Bearer ${t.token({ userId, workspaceId: null, permissions: ['dashboard', 'HelpSupportDesk'], roleIds: [2] })}` });

type Caller = { auth: string };
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Caller, payload?: unknown, headers: Record<string, string> = {}) =>
  t.platform.app.inject({ method, url, headers: { authorization: who.auth, ...headers }, ...(payload === undefined ? {} : { payload }) } as InjectOptions);

async function open(who: Caller, body: Record<string, unknown>): Promise<TicketDetail> {
  const response = await inject('POST', '/api/support/tickets', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as TicketDetail;
}

async function register(userId: number, name: string, workspaceId: number | null) {
  const message: EventMessage<{ userId: number; workspaceId: number | null; email: string; name: string; locale: string }> = {
    id: randomUUID(),
    name: userRegistered.name,
    version: 1,
    topic: userRegistered.topic,
    key: String(userId),
    occurredAt: new Date().toISOString(),
    payload: { userId, workspaceId, email: `${name.toLowerCase()}@example.com`, name, locale: 'fr' },
    headers: {},
  };
  await createDrizzle(t.platform.sql!).transaction((tx) => userOnRegistration.handle(tx, message.payload, message));
}

async function eventsOf(ticketId: number): Promise<{ name: string; payload: Record<string, unknown> }[]> {
  return t.platform.sql!`select name, payload from support.outbox where key = ${String(ticketId)} order by id`;
}

/** A 1×1 PNG: its type read from its bytes and its header from the kit's image guard. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');


function multipart(content: Buffer, filename: string, field = 'file') {
  const boundary = `----support${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(who: Caller, content: Buffer = PNG, filename = 'screen.png') {
  const { body, headers } = multipart(content, filename);
  return inject('POST', '/api/support/images', who, body, headers);
}

describe('opening a ticket', () => {
  it("a client's ticket is open, medium and basic unless a category is picked, and announced", async () => {
    const ws = workspace();
    const alice = client(ws);
    const plain = await open(alice, { title: '  Cannot connect  ', description: 'The page spins' });
    expect(plain).toMatchObject({ title: 'Cannot connect', description: 'The page spins', status: 'open', label: 'open', category: 'basic', priority: 'medium', workspace_id: ws, assignee: null, staff_view: false });
    // Clients never see the response target.
    expect(plain.response_due_at).toBeNull();
    expect(plain.time_left_seconds).toBeNull();
    const billing = await open(alice, { title: 'Invoice', category: 'billing' });
    expect(billing.category).toBe('billing');
    expect(billing.priority).toBe('medium');
    const events = await eventsOf(plain.id);
    expect(events.map((e) => e.name)).toEqual(['support.ticket.created']);
    expect(events[0]!.payload).toMatchObject({ ticketId: plain.id, workspaceId: ws, openerId: alice.userId, category: 'basic', priority: 'medium' });
  });

  it('names the employees who work the desk in the announcement, never the staff member who opened it', async () => {
    const sam = agent();
    const kim = agent();
    for (const who of [sam, kim]) expect((await inject('GET', '/api/support/tickets', who)).statusCode).toBe(200);
    const fromClient = await open(client(workspace()), { title: 'Where is my invoice?' });
    expect((await eventsOf(fromClient.id))[0]!.payload.deskStaffIds).toEqual(expect.arrayContaining([sam.userId, kim.userId]));
    const staffWs = workspace();
    const byKim = await open({ auth: `Bearer ${t.token({ userId: kim.userId, workspaceId: staffWs, permissions: ['dashboard', 'HelpSupportDesk'], roleIds: [2] })}` }, { title: 'Logged for a caller', status: 'open', priority: 'low' });
    const ids = (await eventsOf(byKim.id))[0]!.payload.deskStaffIds as number[];
    expect(ids).toContain(sam.userId);
    expect(ids).not.toContain(kim.userId);
  });

  it('refuses a client who sets status or priority, naming each field, and writes nothing', async () => {
    const ws = workspace();
    const alice = client(ws);
    const response = await inject('POST', '/api/support/tickets', alice, { title: 'Urgent!', status: 'resolved', priority: 'critical' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: 'is set by support staff' },
        { field: 'priority', message: 'is set by support staff' },
      ]),
    );
    expect((await inject('GET', '/api/support/tickets', alice)).json().total).toBe(0);
  });

  it('needs a title and a known category; staff must give status and priority', async () => {
    const alice = client(workspace());
    const blank = await inject('POST', '/api/support/tickets', alice, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'title', message: 'is required' }]);
    const badCategory = await inject('POST', '/api/support/tickets', alice, { title: 'x', category: 'gossip' });
    expect(badCategory.statusCode).toBe(400);
    expect(JSON.stringify(badCategory.json().errors)).toContain('category');

    const staffInWorkspace = { auth: `Bearer ${t.token({ userId: nextId++, workspaceId: workspace(), permissions: ['HelpSupportDesk'], roleIds: [2] })}` };
    const missing = await inject('POST', '/api/support/tickets', staffInWorkspace, { title: 'Follow-up' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'status', message: 'is required' },
      { field: 'priority', message: 'is required' },
    ]);
    const made = await open(staffInWorkspace, { title: 'Follow-up', status: 'in_progress', priority: 'high' });
    expect(made).toMatchObject({ status: 'in_progress', priority: 'high', label: 'processing', staff_view: true });
  });

  it('refuses callers without HelpSupportDesk and clients without a workspace', async () => {
    const noPermission = { auth: `Bearer ${t.token({ userId: nextId++, workspaceId: workspace(), permissions: ['Composer'], roleIds: [3] })}` };
    expect((await inject('GET', '/api/support/tickets', noPermission)).statusCode).toBe(403);
    expect((await inject('POST', '/api/support/tickets', noPermission, { title: 'x' })).statusCode).toBe(403);
    expect((await upload(noPermission)).statusCode).toBe(403);
    const noWorkspace = { auth: `Bearer ${t.token({ userId: nextId++, workspaceId: null, permissions: CLIENT_PERMS, roleIds: [3] })}` };
    expect((await inject('GET', '/api/support/tickets', noWorkspace)).statusCode).toBe(403);
    expect((await inject('GET', '/api/support/tickets', { auth: 'Bearer nope' })).statusCode).toBe(401);
  });
});

describe('images', () => {
  it('are sniffed from their bytes, limited in size, and join a ticket once', async () => {
    const ws = workspace();
    const alice = client(ws);
    const fake = await upload(alice, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'pic.png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errors).toEqual([{ field: 'file', message: 'must be a JPEG, PNG, WebP or GIF image' }]);
    const big = await upload(alice, Buffer.concat([PNG, Buffer.alloc(5000)]));
    expect(big.statusCode).toBe(413);

    const uploaded = await upload(alice);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json().data as { id: number; mime_type: string; size: number; name: string };
    expect(image).toMatchObject({ mime_type: 'image/png', size: PNG.length, name: 'screen.png' });

    // Someone else's upload cannot be attached, and the refused ticket is not written.
    const bob = client(ws);
    const stolen = await inject('POST', '/api/support/tickets', bob, { title: 'Mine', image_ids: [image.id] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors[0].field).toBe('image_ids');
    expect((await inject('GET', '/api/support/tickets', bob)).json().total).toBe(0);

    const ticket = await open(alice, { title: 'With a picture', image_ids: [image.id] });
    expect(ticket.images.map((i) => i.id)).toEqual([image.id]);
    const again = await inject('POST', '/api/support/tickets', alice, { title: 'Reuse', image_ids: [image.id] });
    expect(again.statusCode).toBe(400);

    const bytes = await inject('GET', `/api/support/images/${image.id}`, bob);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.equals(PNG)).toBe(true);
    const outsider = client(workspace());
    expect((await inject('GET', `/api/support/images/${image.id}`, outsider)).statusCode).toBe(404);
  });
});

describe('images that are not what they claim', () => {
  const imagesOf = (userId: number) => t.platform.sql!<{ id: number }[]>`select id from support.images where uploader_id = ${userId}`;

  it('a header declaring more pixels than the server accepts is a 400 naming its size, and nothing is stored', async () => {
    const alice = client(workspace());
    const bomb = pngDeclaring(60_000, 60_000);
    expect(bomb.length).toBeLessThan(4096);
    const response = await upload(alice, bomb, 'bomb.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'SUPPORT_IMAGE_TOO_MANY_PIXELS',
      message: 'The image declares 60,000 × 60,000 pixels; at most 100,000,000 pixels are accepted',
      errors: [{ field: 'file', message: 'declares 60,000 × 60,000 pixels; at most 100,000,000 pixels are accepted' }],
    });
    // Bytes that only start like a PNG have no header to read: refused too.
    const cut = await upload(alice, PNG.subarray(0, 20), 'cut.png');
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'SUPPORT_IMAGE_UNREADABLE', errors: [{ field: 'file', message: 'cannot be read as an image' }] });
    expect(await imagesOf(alice.userId)).toEqual([]);
    // A real image of the same caller still goes in.
    expect((await upload(alice)).statusCode).toBe(201);
  });

  it('a malformed or cut-short multipart body is a 400 that says so, never a 500', async () => {
    const alice = client(workspace());
    const boundary = 'broken-boundary';
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bodies: [string, Buffer, Record<string, string>][] = [
      ['cut short inside the file', Buffer.concat([Buffer.from(head), PNG]), headers],
      ['a part header that is not a header', Buffer.from(`--${boundary}\r\nthis is not a header\r\n\r\n${'x'.repeat(20)}\r\n--${boundary}--\r\n`), headers],
      ['no boundary in the content type', Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]), { 'content-type': 'multipart/form-data' }],
      ['an empty body', Buffer.alloc(0), headers],
      ['only the closing boundary', Buffer.from(`--${boundary}--\r\n`), headers],
    ];
    for (const [what, body, contentType] of bodies) {
      const response = await inject('POST', '/api/support/images', alice, body, contentType);
      expect([what, response.statusCode]).toEqual([what, 400]);
      expect([what, response.json().code]).toEqual([what, 'SUPPORT_IMAGE_UPLOAD_INVALID']);
      expect(response.json().errors?.[0]?.field).toBe('file');
    }
    expect(await imagesOf(alice.userId)).toEqual([]);
    // The server is still fine afterwards.
    expect((await upload(alice)).statusCode).toBe(201);
  });
});

describe('roles in the workspace', () => {
  it('a viewer reads the tickets of the workspace but opens, answers and uploads nothing; a contributor does', async () => {
    const ws = workspace();
    const owner = client(ws);
    const ticket = await open(owner, { title: 'Calendar does not load' });
    const viewer = client(ws, nextId++, 'viewer');
    expect((await inject('GET', '/api/support/tickets', viewer)).json().data.map((row: Ticket) => row.id)).toEqual([ticket.id]);
    expect((await inject('GET', `/api/support/tickets/${ticket.id}`, viewer)).statusCode).toBe(200);

    const opened = await inject('POST', '/api/support/tickets', viewer, { title: 'From a viewer' });
    expect(opened.statusCode).toBe(403);
    expect(opened.json().code).toBe('COMMON_ROLE_FORBIDDEN');
    expect(opened.json().message).toContain('viewer');
    expect((await inject('POST', `/api/support/tickets/${ticket.id}/messages`, viewer, { body: 'Me too' })).statusCode).toBe(403);
    expect((await upload(viewer)).statusCode).toBe(403);
    expect((await inject('GET', `/api/support/tickets/${ticket.id}`, owner)).json().data.messages).toEqual([]);

    const contributor = client(ws, nextId++, 'contributor');
    expect((await upload(contributor)).statusCode).toBe(201);
    expect((await inject('POST', `/api/support/tickets/${ticket.id}/messages`, contributor, { body: 'Same here' })).statusCode).toBe(201);
    expect((await open(contributor, { title: 'From a contributor' })).workspace_id).toBe(ws);
  });
});

describe('the conversation', () => {
  it('staff notes stay among staff: the client never sees them, nor their images', async () => {
    const ws = workspace();
    const alice = client(ws);
    const sam = agent();
    const ticket = await open(alice, { title: 'Posts fail' });
    const noteImage = (await upload(sam)).json().data as { id: number };
    const noted = await inject('POST', `/api/support/tickets/${ticket.id}/messages`, sam, { body: 'Token expired on their side', internal: true, image_ids: [noteImage.id] });
    expect(noted.statusCode, noted.body).toBe(201);
    const answered = await inject('POST', `/api/support/tickets/${ticket.id}/messages`, sam, { body: 'Please reconnect the account' });
    expect(answered.json().data.status).toBe('in_progress');

    const staffView = (await inject('GET', `/api/support/tickets/${ticket.id}`, sam)).json().data as TicketDetail;
    expect(staffView.messages.map((m) => [m.body, m.internal, m.from_staff])).toEqual([
      ['Token expired on their side', true, true],
      ['Please reconnect the account', false, true],
    ]);
    expect(staffView.messages[0]!.images.map((i) => i.id)).toEqual([noteImage.id]);

    const clientView = (await inject('GET', `/api/support/tickets/${ticket.id}`, alice)).json().data as TicketDetail;
    expect(clientView.messages.map((m) => m.body)).toEqual(['Please reconnect the account']);
    expect(JSON.stringify(clientView)).not.toContain('Token expired');
    expect((await inject('GET', `/api/support/images/${noteImage.id}`, alice)).statusCode).toBe(404);
    expect((await inject('GET', `/api/support/images/${noteImage.id}`, sam)).statusCode).toBe(200);

    // A client cannot write an internal note.
    const sneaky = await inject('POST', `/api/support/tickets/${ticket.id}/messages`, alice, { body: 'hidden?', internal: true });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().errors).toEqual([{ field: 'internal', message: 'internal notes are for support staff' }]);

    const replied = (await eventsOf(ticket.id)).filter((e) => e.name === 'support.ticket.replied');
    expect(replied.map((e) => e.payload.internal)).toEqual([true, false]);
  });

  it('a client reply reopens a resolved ticket and starts the response clock again', async () => {
    const alice = client(workspace());
    const sam = agent();
    const ticket = await open(alice, { title: 'Billing question' });
    await inject('POST', `/api/support/tickets/${ticket.id}/messages`, sam, { body: 'Done' });
    const resolved = await inject('PATCH', `/api/support/tickets/${ticket.id}`, sam, { status: 'resolved' });
    expect(resolved.json().data).toMatchObject({ status: 'resolved', label: 'resolved', response_due_at: null });
    const back = await inject('POST', `/api/support/tickets/${ticket.id}/messages`, alice, { body: 'Still wrong' });
    expect(back.json().data.status).toBe('open');
    const staffView = (await inject('GET', `/api/support/tickets/${ticket.id}`, sam)).json().data as TicketDetail;
    expect(staffView.response_due_at).not.toBeNull();
    const changes = (await eventsOf(ticket.id)).filter((e) => e.name === 'support.ticket.status_changed').map((e) => [e.payload.from, e.payload.to]);
    expect(changes).toEqual([
      ['open', 'in_progress'],
      ['in_progress', 'resolved'],
      ['resolved', 'open'],
    ]);
  });

  it('shows staff the response target of the priority from the moment the client wrote', async () => {
    const alice = client(workspace());
    const sam = agent();
    const ticket = await open(alice, { title: 'Down' });
    await inject('PATCH', `/api/support/tickets/${ticket.id}`, sam, { priority: 'critical' });
    const view = (await inject('GET', `/api/support/tickets/${ticket.id}`, sam)).json().data as TicketDetail;
    const [row] = await t.platform.sql!<{ ms: number }[]>`select floor(extract(epoch from awaiting_since) * 1000)::float8 as ms from support.tickets where id = ${ticket.id}`;
    expect(view.response_due_at).toBe(new Date(row!.ms + TICKET_RESPONSE_TARGET_MINUTES.critical * 60_000).toISOString());
    expect(typeof view.time_left_seconds).toBe('number');
    expect(view.time_left_seconds!).toBeLessThanOrEqual(TICKET_RESPONSE_TARGET_MINUTES.critical * 60);
  });
});

describe('workspace isolation and permissions', () => {
  it('a client of another workspace reaches none of the routes of a ticket', async () => {
    const alice = client(workspace());
    const mallory = client(workspace());
    const ticket = await open(alice, { title: 'Private' });
    expect((await inject('GET', `/api/support/tickets/${ticket.id}`, mallory)).statusCode).toBe(404);
    expect((await inject('POST', `/api/support/tickets/${ticket.id}/messages`, mallory, { body: 'hi' })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/support/tickets/${ticket.id}`, mallory, { status: 'closed' })).statusCode).toBe(403);
    const list = (await inject('GET', '/api/support/tickets?limit=100', mallory)).json();
    expect(list.data.map((row: Ticket) => row.id)).not.toContain(ticket.id);
    expect(list.total).toBe(0);
    // Nothing was written by the refused calls.
    const view = (await inject('GET', `/api/support/tickets/${ticket.id}`, alice)).json().data as TicketDetail;
    expect(view.messages).toEqual([]);
    expect(view.status).toBe('open');
  });

  it('clients neither change tickets nor see the desk’s employees', async () => {
    const alice = client(workspace());
    const ticket = await open(alice, { title: 'Mine' });
    const response = await inject('PATCH', `/api/support/tickets/${ticket.id}`, alice, { priority: 'critical' });
    expect(response.statusCode).toBe(403);
    expect((await inject('GET', '/api/support/agents', alice)).statusCode).toBe(403);
    expect((await inject('GET', `/api/support/tickets/${ticket.id}`, alice)).json().data.priority).toBe('medium');
  });
});

describe('staff', () => {
  it('assign a ticket to an employee of the desk (with their name), never to someone else', async () => {
    const ws = workspace();
    const alice = client(ws);
    const sam = agent();
    const kim = agent();
    await register(kim.userId, 'Kim', null);
    await register(alice.userId, 'Alice', ws);
    await inject('GET', '/api/support/agents', kim);
    const ticket = await open(alice, { title: 'Assign me' });
    expect(ticket.opened_by).toEqual({ id: alice.userId, name: 'Alice' });

    const stranger = await inject('PATCH', `/api/support/tickets/${ticket.id}`, sam, { assignee_id: alice.userId });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([{ field: 'assignee_id', message: 'is not an employee of the support desk' }]);

    const assigned = await inject('PATCH', `/api/support/tickets/${ticket.id}`, sam, { assignee_id: kim.userId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ status: 'assigned', label: 'open', assignee: { id: kim.userId, name: 'Kim' } });
    const agents = (await inject('GET', '/api/support/agents', sam)).json().data as { id: number; name: string }[];
    expect(agents.map((a) => a.id)).toEqual(expect.arrayContaining([sam.userId, kim.userId]));
    const events = (await eventsOf(ticket.id)).map((e) => e.name);
    expect(events).toEqual(['support.ticket.created', 'support.ticket.status_changed', 'support.ticket.assigned']);

    const unassigned = await inject('PATCH', `/api/support/tickets/${ticket.id}`, sam, { assignee_id: null });
    expect(unassigned.json().data.assignee).toBeNull();
  });

  it('list every workspace with the labels, filters, search and sorting', async () => {
    const sam = agent();
    const tag = randomUUID().slice(0, 8);
    const a = client(workspace());
    const b = client(workspace());
    const first = await open(a, { title: `${tag} login loop`, category: 'account' });
    const second = await open(b, { title: `${tag} refund`, category: 'billing' });
    const third = await open(b, { title: `${tag} dark mode`, category: 'feature_request', description: 'please' });
    await inject('PATCH', `/api/support/tickets/${second.id}`, sam, { status: 'in_progress', priority: 'high' });
    await inject('PATCH', `/api/support/tickets/${third.id}`, sam, { status: 'closed', priority: 'low' });
    await inject('PATCH', `/api/support/tickets/${first.id}`, sam, { priority: 'critical', assignee_id: sam.userId });

    const ids = async (query: string) => ((await inject('GET', `/api/support/tickets?search=${tag}&limit=100&${query}`, sam)).json().data as Ticket[]).map((row) => row.id);
    expect(await ids('')).toEqual([first.id, second.id, third.id]);
    expect(await ids('label=open')).toEqual([first.id]);
    expect(await ids('label=processing')).toEqual([second.id]);
    expect(await ids('label=resolved')).toEqual([third.id]);
    expect(await ids('category=billing')).toEqual([second.id]);
    expect(await ids('priority=low')).toEqual([third.id]);
    expect(await ids(`assignee_id=${sam.userId}`)).toEqual([first.id]);
    expect(await ids('assignee_id=0')).toEqual([second.id, third.id]);
    expect(await ids('orderBy=priority&order=desc')).toEqual([first.id, second.id, third.id]);
    expect(await ids('orderBy=priority&order=asc')).toEqual([third.id, second.id, first.id]);

    const paged = (await inject('GET', `/api/support/tickets?search=${tag}&limit=2&page=1`, sam)).json();
    expect(paged).toMatchObject({ total: 3, pages: 2, page: 1 });
    expect(paged.data.map((row: Ticket) => row.id)).toEqual([third.id]);
    expect((await inject('GET', '/api/support/tickets?orderBy=secret', sam)).statusCode).toBe(400);
    expect((await inject('GET', '/api/support/tickets?label=waiting', sam)).statusCode).toBe(400);

    // The client's list holds only their workspace's tickets.
    const clientIds = ((await inject('GET', `/api/support/tickets?search=${tag}&limit=100`, b)).json().data as Ticket[]).map((row) => row.id);
    expect(clientIds).toEqual([second.id, third.id]);
  });
});

describe('a nonprofit discount request', () => {
  it('is approved once by staff: the ticket is resolved and billing is asked to grant the discount; a client may not approve', async () => {
    const ws = workspace();
    const alice = client(ws);
    const sam = agent();
    const request = await open(alice, { title: 'Nonprofit discount', description: 'We are a registered charity (no. 1234).', category: 'nonprofit' });
    expect(request).toMatchObject({ category: 'nonprofit', status: 'open', nonprofit_approved_at: null });
    const url = `/api/support/tickets/${request.id}/nonprofit-approval`;
    expect((await inject('POST', url, alice, { note: 'Approve myself' })).statusCode).toBe(403);
    const plain = await open(alice, { title: 'Not a nonprofit request' });
    const wrong = await inject('POST', `/api/support/tickets/${plain.id}/nonprofit-approval`, sam, { note: 'Checked' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('SUPPORT_TICKET_NOT_NONPROFIT');
    const blank = await inject('POST', url, sam, { note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'note', message: 'is required' }]);
    expect((await inject('POST', '/api/support/tickets/999999/nonprofit-approval', sam, { note: 'Checked' })).statusCode).toBe(404);

    const approved = await inject('POST', url, sam, { note: 'Charity register entry 1234 checked' });
    expect(approved.statusCode, approved.body).toBe(200);
    const ticket = approved.json().data as TicketDetail;
    expect(ticket).toMatchObject({ status: 'resolved', label: 'resolved' });
    expect(ticket.nonprofit_approved_at).not.toBeNull();
    expect(ticket.messages.at(-1)).toMatchObject({ internal: true, body: 'Charity register entry 1234 checked' });
    const again = await inject('POST', url, sam, { note: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SUPPORT_TICKET_NONPROFIT_APPROVED');

    expect((await eventsOf(request.id)).map((e) => e.name)).toEqual(['support.ticket.created', 'support.ticket.status_changed']);
    // Keyed by workspace: billing reads one workspace's grants in order.
    const grants = await t.platform.sql!<{ payload: Record<string, unknown> }[]>`select payload from support.outbox where name = 'support.nonprofit.approved' and key = ${String(ws)}`;
    expect(grants).toHaveLength(1);
    expect(grants[0]!.payload).toMatchObject({ ticketId: request.id, workspaceId: ws, openerId: alice.userId, approvedBy: sam.userId, note: 'Charity register entry 1234 checked' });
    // The client sees the approval and the resolution, never staff's note.
    const seen = (await inject('GET', `/api/support/tickets/${request.id}`, alice)).json().data as TicketDetail;
    expect(seen.nonprofit_approved_at).toBe(ticket.nonprofit_approved_at);
    expect(seen.messages).toHaveLength(0);
  });
});
