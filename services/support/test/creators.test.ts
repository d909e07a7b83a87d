import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { CreatorApplication, CreatorApplicationBody, CreatorProfile, Hire } from '@cadence/contracts';
import { clockFrom } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { supportService } from '../src/app';

// The platform's day is the one the dates below are written for, whatever the real date.
const TODAY = '2026-11-20';
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([supportService], {}, { clock: clockFrom(`${TODAY}T12:00:00Z`) });
});
afterAll(async () => {
  await t?.close();
});

let nextId = 9000;
type Caller = { userId: number; workspaceId: number | null; auth: string };
const caller = (permissions: string[], roleIds: number[], workspace = true): Caller => {
  const userId = nextId++;
  const workspaceId = workspace ? 5000 + userId : null;
  return { userId, workspaceId, auth: `Bearer ${t.token({ userId, workspaceId, permissions: permissions as never, roleIds })}` };
};
const person = () => caller(['dashboard', 'BecomeContentCreator', 'HiraProfessional'], [3]);
const staff = () => caller(['dashboard', 'HelpSupportDesk'], [2], false);

const inject = (method: 'GET' | 'POST', url: string, who: Caller, payload?: unknown) =>
  t.platform.app.inject({ method, url, headers: { authorization: who.auth }, ...(payload === undefined ? {} : { payload }) } as InjectOptions);

const application = (overrides: Partial<CreatorApplicationBody> = {}): CreatorApplicationBody => ({
  display_name: 'Ana Pop',
  bio: 'Short videos for food brands.',
  networks: ['instagram', 'tiktok'],
  portfolio: ['https://example.com/ana'],
  rates: [{ amount: 15000, currency: 'EUR', unit: 'post' }],
  languages: ['ro', 'en'],
  ...overrides,
});

async function apply(who: Caller, body = application()): Promise<CreatorApplication> {
  const response = await inject('POST', '/api/support/creators/application', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as CreatorApplication;
}

async function approved(body = application()): Promise<{ creator: Caller; profile: CreatorApplication }> {
  const creator = person();
  const profile = await apply(creator, body);
  const response = await inject('POST', `/api/support/creator-applications/${profile.id}/approve`, staff(), { note: 'Welcome' });
  expect(response.statusCode, response.body).toBe(200);
  return { creator, profile };
}

async function hireRequest(client: Caller, creatorId: number): Promise<Hire> {
  const response = await inject('POST', '/api/support/hires', client, { creator_id: creatorId, brief: 'Ten reels in May', budget: { amount: 90000, currency: 'EUR' }, starts_on: '2027-05-01', ends_on: '2027-05-31' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Hire;
}

const outbox = (name: string, key: string) => t.platform.sql!<{ payload: Record<string, unknown> }[]>`select payload from support.outbox where name = ${name} and key = ${key} order by id`;

describe('creator applications', () => {
  it('take one application per user, check portfolio links, and show the applicant its status', async () => {
    const ana = person();
    expect((await inject('GET', '/api/support/creators/application', ana)).json().data).toEqual({ application: null });
    const sent = await apply(ana, application({ display_name: '  Ana  ', portfolio: ['https://example.com/a b'] }));
    expect(sent).toMatchObject({ display_name: 'Ana', status: 'pending', portfolio: ['https://example.com/a%20b'], user_id: ana.userId });
    const again = await inject('POST', '/api/support/creators/application', ana, application());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SUPPORT_CREATOR_ALREADY_APPLIED');
    expect((await inject('GET', '/api/support/creators/application', ana)).json().data.application).toMatchObject({ id: sent.id, status: 'pending' });

    const bad = await inject('POST', '/api/support/creators/application', person(), application({ portfolio: ['https://ok.example', 'javascript:alert(1)'] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'portfolio/1', message: 'must be a web address (https://...)' }]);
    const noRate = await inject('POST', '/api/support/creators/application', person(), { ...application(), rates: [{ amount: 10, currency: 'euro', unit: 'post' }] });
    expect(noRate.statusCode).toBe(400);
    const blank = await inject('POST', '/api/support/creators/application', person(), application({ bio: '   ' }));
    expect(blank.json().errors).toEqual([{ field: 'bio', message: 'is required' }]);
    const forbidden = await inject('POST', '/api/support/creators/application', caller(['dashboard'], [3]), application());
    expect(forbidden.statusCode).toBe(403);
  });

  it('are decided by staff only, once, with a note, and the decision is announced to the applicant', async () => {
    const ana = person();
    const sent = await apply(ana);
    const desk = staff();
    const notStaff = await inject('GET', '/api/support/creator-applications?status=pending', person());
    expect(notStaff.statusCode).toBe(403);
    const clientWithDesk = caller(['dashboard', 'HelpSupportDesk'], [3]);
    const byClient = await inject('POST', `/api/support/creator-applications/${sent.id}/approve`, clientWithDesk, { note: '' });
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().code).toBe('SUPPORT_CREATOR_STAFF_ONLY');
    expect((await inject('POST', `/api/support/creator-applications/${sent.id}/approve`, ana, { note: '' })).statusCode).toBe(403);

    const queue = await inject('GET', '/api/support/creator-applications?status=pending&limit=100', desk);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.map((row: CreatorApplication) => row.id)).toContain(sent.id);

    const noNote = await inject('POST', `/api/support/creator-applications/${sent.id}/refuse`, desk, { note: ' ' });
    expect(noNote.statusCode).toBe(400);
    const refused = await inject('POST', `/api/support/creator-applications/${sent.id}/refuse`, desk, { note: 'Portfolio too short' });
    expect(refused.json().data).toMatchObject({ status: 'refused', decision_note: 'Portfolio too short' });
    const twice = await inject('POST', `/api/support/creator-applications/${sent.id}/approve`, desk, { note: '' });
    expect(twice.statusCode).toBe(409);
    expect((await inject('POST', '/api/support/creator-applications/999999/approve', desk, { note: '' })).statusCode).toBe(404);
    expect(await outbox('support.creator.refused', String(ana.userId))).toEqual([
      { payload: { applicationId: sent.id, userId: ana.userId, displayName: 'Ana Pop', note: 'Portfolio too short', decidedBy: desk.userId } },
    ]);
    expect((await inject('GET', '/api/support/creators/application', ana)).json().data.application).toMatchObject({ status: 'refused', decision_note: 'Portfolio too short' });
  });

  it('may be changed and sent again after a refusal, never while pending or once approved', async () => {
    const ana = person();
    const desk = staff();
    const first = await apply(ana);
    await inject('POST', `/api/support/creator-applications/${first.id}/refuse`, desk, { note: 'Add a portfolio' });
    const again = await inject('POST', '/api/support/creators/application', ana, application({ display_name: 'Ana P.', portfolio: ['https://example.com/reels'] }));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({ id: first.id, display_name: 'Ana P.', portfolio: ['https://example.com/reels'], status: 'pending', decision_note: null, decided_at: null });
    const queue = await inject('GET', '/api/support/creator-applications?status=pending&search=Ana%20P.&limit=100', desk);
    expect(queue.json().data.map((row: CreatorApplication) => row.id)).toContain(first.id);
    const whilePending = await inject('POST', '/api/support/creators/application', ana, application());
    expect(whilePending.statusCode).toBe(409);
    expect((await inject('POST', `/api/support/creator-applications/${first.id}/approve`, desk, { note: 'Better' })).statusCode).toBe(200);
    const onceApproved = await inject('POST', '/api/support/creators/application', ana, application({ display_name: 'Someone else' }));
    expect(onceApproved.statusCode).toBe(409);
    expect(onceApproved.json().code).toBe('SUPPORT_CREATOR_ALREADY_APPLIED');
    expect((await inject('GET', '/api/support/creators/application', ana)).json().data.application).toMatchObject({ display_name: 'Ana P.', status: 'approved', decision_note: 'Better' });
  });
});

describe('browsing creators', () => {
  it('lists approved creators only, filtered by network and language with the list query', async () => {
    const { profile: lina } = await approved(application({ display_name: 'Lina Browse', networks: ['youtube'], languages: ['zh'] }));
    const { profile: marc } = await approved(application({ display_name: 'Marc Browse', networks: ['youtube', 'x'], languages: ['fr'] }));
    const pending = await apply(person(), application({ display_name: 'Paul Browse', networks: ['youtube'], languages: ['fr'] }));
    const client = person();

    const youtube = await inject('GET', '/api/support/creators?network=youtube&search=browse&orderBy=display_name&order=desc', client);
    expect(youtube.statusCode).toBe(200);
    expect(youtube.json().data.map((row: CreatorProfile) => row.display_name)).toEqual(['Marc Browse', 'Lina Browse']);
    expect(youtube.json().data[0]).not.toHaveProperty('status');
    const french = await inject('GET', '/api/support/creators?network=youtube&language=fr&search=browse', client);
    expect(french.json().data.map((row: CreatorProfile) => row.id)).toEqual([marc.id]);
    expect((await inject('GET', '/api/support/creators?network=myspace', client)).statusCode).toBe(400);
    expect((await inject('GET', `/api/support/creators/${lina.id}`, client)).json().data).toMatchObject({ display_name: 'Lina Browse' });
    expect((await inject('GET', `/api/support/creators/${pending.id}`, client)).statusCode).toBe(404);
    expect((await inject('GET', '/api/support/creators', caller(['dashboard'], [3]))).statusCode).toBe(403);
  });
});

describe('hire requests', () => {
  it('reach approved creators only, from a workspace, with dates in order', async () => {
    const client = person();
    const pending = await apply(person());
    const refused = await inject('POST', '/api/support/hires', client, { creator_id: pending.id, brief: 'x', budget: { amount: 100, currency: 'EUR' }, starts_on: '2027-01-01', ends_on: '2027-01-02' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('SUPPORT_HIRE_CREATOR_NOT_FOUND');
    const { creator, profile } = await approved();
    const backwards = await inject('POST', '/api/support/hires', client, { creator_id: profile.id, brief: 'x', budget: { amount: 100, currency: 'EUR' }, starts_on: '2027-01-05', ends_on: '2027-01-02' });
    expect(backwards.json().errors).toEqual([{ field: 'ends_on', message: 'must not be before the start date' }]);
    const self = await inject('POST', '/api/support/hires', creator, { creator_id: profile.id, brief: 'x', budget: { amount: 100, currency: 'EUR' }, starts_on: '2027-01-01', ends_on: '2027-01-02' });
    expect(self.statusCode).toBe(409);
    const noWorkspace = caller(['dashboard', 'HiraProfessional'], [3], false);
    expect((await inject('POST', '/api/support/hires', noWorkspace, { creator_id: profile.id, brief: 'x', budget: { amount: 100, currency: 'EUR' }, starts_on: '2027-01-01', ends_on: '2027-01-02' })).statusCode).toBe(403);
  });

  it('are one pending request per workspace and creator, starting today or later, and are announced to the creator', async () => {
    const client = person();
    const { creator, profile } = await approved();
    const body = (overrides: Record<string, unknown> = {}) => ({ creator_id: profile.id, brief: 'Reels', budget: { amount: 100, currency: 'EUR' }, starts_on: '2027-03-01', ends_on: '2027-03-31', ...overrides });
    const past = await inject('POST', '/api/support/hires', client, body({ starts_on: '2020-01-01', ends_on: '2027-01-02' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ field: 'starts_on', message: 'must not be in the past' }]);
    const fromToday = await inject('POST', '/api/support/hires', client, body({ starts_on: TODAY, ends_on: '2099-01-01' }));
    expect(fromToday.statusCode, fromToday.body).toBe(201);
    const first = fromToday.json().data as Hire;

    const second = await inject('POST', '/api/support/hires', client, body());
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('SUPPORT_HIRE_ALREADY_PENDING');
    // Another workspace may still ask; once answered, this workspace may ask again.
    expect((await inject('POST', '/api/support/hires', person(), body())).statusCode).toBe(201);
    expect(await outbox('support.hire.requested', String(first.id))).toEqual([
      { payload: { hireId: first.id, workspaceId: client.workspaceId, creatorUserId: creator.userId, clientUserId: client.userId, startsOn: TODAY, endsOn: '2099-01-01' } },
    ]);
    const declined = await inject('POST', `/api/support/hires/${first.id}/decline`, creator);
    expect(declined.json().data.status).toBe('declined');
    const [announced] = await outbox('support.hire.declined', String(first.id));
    expect(announced?.payload).toMatchObject({ hireId: first.id, workspaceId: client.workspaceId, creatorUserId: creator.userId, clientUserId: client.userId });
    expect((await inject('POST', '/api/support/hires', client, body())).statusCode).toBe(201);

    // Two requests sent at once: one goes through, the other is told one is pending.
    const racer = person();
    const answers = await Promise.all([inject('POST', '/api/support/hires', racer, body()), inject('POST', '/api/support/hires', racer, body())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('are accepted or declined by their creator only; accepting and ending are announced for auth', async () => {
    const client = person();
    const { creator, profile } = await approved();
    const hire = await hireRequest(client, profile.id);
    expect(hire).toMatchObject({ status: 'pending', workspace_id: client.workspaceId, creator: { id: profile.id, user_id: creator.userId }, budget: { amount: 90000, currency: 'EUR' }, starts_on: '2027-05-01' });

    expect((await inject('POST', `/api/support/hires/${hire.id}/accept`, client)).statusCode).toBe(404);
    expect((await inject('POST', `/api/support/hires/${hire.id}/accept`, person())).statusCode).toBe(404);
    expect((await inject('POST', `/api/support/hires/${hire.id}/end`, creator)).statusCode).toBe(409);
    const inbox = await inject('GET', '/api/support/hires/inbox?status=pending', creator);
    expect(inbox.json().data.map((row: Hire) => row.id)).toEqual([hire.id]);

    const accepted = await inject('POST', `/api/support/hires/${hire.id}/accept`, creator);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    expect((await inject('POST', `/api/support/hires/${hire.id}/decline`, creator)).statusCode).toBe(409);
    const [announced] = await outbox('support.hire.accepted', String(hire.id));
    expect(announced?.payload).toMatchObject({ hireId: hire.id, workspaceId: client.workspaceId, creatorUserId: creator.userId, clientUserId: client.userId });

    const ended = await inject('POST', `/api/support/hires/${hire.id}/end`, client);
    expect(ended.json().data).toMatchObject({ status: 'ended' });
    expect((await inject('POST', `/api/support/hires/${hire.id}/end`, creator)).statusCode).toBe(409);
    const [end] = await outbox('support.hire.ended', String(hire.id));
    expect(end?.payload).toMatchObject({ hireId: hire.id, workspaceId: client.workspaceId, creatorUserId: creator.userId, endedBy: client.userId, acceptedAt: announced?.payload.acceptedAt });

    const second = await hireRequest(client, profile.id);
    expect((await inject('POST', `/api/support/hires/${second.id}/decline`, creator)).json().data.status).toBe('declined');
    expect(await outbox('support.hire.accepted', String(second.id))).toEqual([]);
  });

  it('stay in their workspace: another workspace neither lists, ends nor sees them', async () => {
    const client = person();
    const other = person();
    const { creator, profile } = await approved();
    const hire = await hireRequest(client, profile.id);
    await inject('POST', `/api/support/hires/${hire.id}/accept`, creator);

    const mine = await inject('GET', '/api/support/hires', client);
    expect(mine.json().data.map((row: Hire) => row.id)).toEqual([hire.id]);
    expect((await inject('GET', '/api/support/hires', other)).json()).toMatchObject({ data: [], total: 0 });
    expect((await inject('GET', '/api/support/hires/inbox', other)).json()).toMatchObject({ data: [], total: 0 });
    const foreign = await inject('POST', `/api/support/hires/${hire.id}/end`, other);
    expect(foreign.statusCode).toBe(404);
    expect((await inject('POST', `/api/support/hires/${hire.id}/decline`, other)).statusCode).toBe(404);
    expect((await inject('POST', `/api/support/hires/${hire.id}/end`, creator)).json().data.status).toBe('ended');
  });

  it("are the business of the workspace's owner, admins and editors: a hired contributor neither lists nor ends another's", async () => {
    const client = person();
    const { creator, profile } = await approved();
    const hire = await hireRequest(client, profile.id);
    await inject('POST', `/api/support/hires/${hire.id}/accept`, creator);
    const { creator: second, profile: secondProfile } = await approved(application({ display_name: 'Second Creator' }));
    const secondHire = await hireRequest(client, secondProfile.id);
    await inject('POST', `/api/support/hires/${secondHire.id}/accept`, second);

    // The second creator, working in the client's workspace as a contributor.
    const inWorkspace = (who: Caller, wrole: string): Caller => ({
      ...who,
      workspaceId: client.workspaceId,
      auth: `Bearer ${t.platform.app.jwt.sign({ sub: String(who.userId), wid: client.workspaceId, rid: [3], perms: ['dashboard', 'BecomeContentCreator', 'HiraProfessional'], wrole } as never, { expiresIn: 600 })}`,
    });
    const contributor = inWorkspace(second, 'contributor');
    const listed = await inject('GET', '/api/support/hires', contributor);
    expect(listed.statusCode).toBe(403);
    // Refused by the route's declared roles (owner, admin, editor), before the handler runs.
    expect(listed.json().code).toBe('COMMON_ROLE_FORBIDDEN');
    expect(listed.json().message).toContain('contributor');
    expect((await inject('POST', '/api/support/hires', contributor, { creator_id: profile.id, brief: 'x', budget: { amount: 100, currency: 'EUR' }, starts_on: '2027-01-01', ends_on: '2027-01-02' })).statusCode).toBe(403);
    const viewer = inWorkspace(person(), 'viewer');
    expect((await inject('GET', '/api/support/hires', viewer)).statusCode).toBe(403);
    expect((await inject('POST', '/api/support/hires', viewer, { creator_id: profile.id, brief: 'x', budget: { amount: 100, currency: 'EUR' }, starts_on: '2027-01-01', ends_on: '2027-01-02' })).statusCode).toBe(403);
    expect((await inject('POST', `/api/support/hires/${hire.id}/end`, contributor)).statusCode).toBe(404);
    expect((await inject('POST', `/api/support/hires/${hire.id}/end`, inWorkspace(person(), 'viewer'))).statusCode).toBe(404);
    // Their own hire they may still end, from any workspace; an editor of the client's ends the other.
    expect((await inject('POST', `/api/support/hires/${secondHire.id}/end`, contributor)).json().data.status).toBe('ended');
    const editor = inWorkspace(person(), 'editor');
    expect((await inject('GET', '/api/support/hires?status=accepted', editor)).json().data.map((row: Hire) => row.id)).toEqual([hire.id]);
    expect((await inject('POST', `/api/support/hires/${hire.id}/end`, editor)).json().data.status).toBe('ended');
  });
});
