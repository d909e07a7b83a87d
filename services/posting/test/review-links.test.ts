import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Post, ReviewLinkSent, ReviewLinkView } from '@cadence/contracts';
import type { MailSeal } from '@cadence/mailer';
import { mailSealOf } from '../src/features/review-links/mail-seal';
import { startPosting, until, type PostingHarness } from './posts-harness';
import { decodeQuotedPrintable, startSmtp } from '@cadence/mailer/testing';

const A = 71;
const B = 72;
let h: PostingHarness;
let page: number;
let owner: string;
let contributor: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
/** Opens the kept mails' bodies, sealed with the service's secrets key. */
let seal: MailSeal;

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function waitingPost(text: string): Promise<Post> {
  const res = await h.request('POST', '/api/posts', { token: contributor, body: { mode: 'schedule', text, scheduledAt: inAnHour(), accountIds: [page] } });
  expect(res.statusCode, res.body).toBe(201);
  const post = res.json().data as Post;
  expect(post.status).toBe('not_approved');
  return post;
}

async function send(postIds: number[], extra: Record<string, unknown> = {}): Promise<{ sent: ReviewLinkSent; token: string; mail: { subject: string; text: string } }> {
  const res = await h.request('POST', '/api/posts/review-links', { token: owner, body: { email: 'Client@Example.com', postIds, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  const sent = res.json().data as ReviewLinkSent;
  const mails = await h.db.execute<{ subject: string; text: string }>(sql`select subject, text from posting.mails where kind = 'review-link' and "to" = ${sent.email} order by id desc limit 1`);
  const kept = mails[0];
  if (!kept) throw new Error('no mail');
  const mail = { subject: kept.subject, text: seal.open(kept.text) };
  const token = /\/review\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in ${mail.text}`);
  return { sent, token, mail };
}

beforeAll(async () => {
  smtp = await startSmtp();
  h = await startPosting({ PUBLIC_URL: 'https://cadence.test', SMTP_URL: smtp.url, MAIL_FROM: 'Cadence <review@cadence.test>' });
  seal = mailSealOf({ SECRETS_KEY: h.env.SECRETS_KEY, DATA_DIR: '.' });
  page = await h.connectPage(A, 'Bakery page');
  await h.db.execute(sql`insert into posting.users (id, name, email, source_at) values (1, 'Olivia Owner', 'olivia@example.com', now())`);
  owner = h.token({ userId: 1, workspaceId: A, role: 'owner' });
  contributor = h.token({ userId: 2, workspaceId: A, role: 'contributor' });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

describe('review links', () => {
  it('mails a link whose token is kept only as its hash, and shows the posts per network', async () => {
    const post = await waitingPost('Croissants for everyone');
    const { sent, token, mail } = await send([post.id], { message: 'Check the price', language: 'fr' });
    expect(sent).toMatchObject({ email: 'client@example.com', postIds: [post.id] });
    expect(mail.subject).toBe('Olivia Owner vous demande de relire une publication');
    expect(mail.text).toContain(`https://cadence.test/review/${token}`);
    const stored = await h.db.execute<{ token_hash: string }>(sql`select token_hash from posting.review_links where id = ${sent.id}`);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const view = await h.request('GET', `/api/posts/review-links/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    const link = view.json().data as ReviewLinkView;
    expect(link).toMatchObject({ email: 'client@example.com', senderName: 'Olivia Owner', message: 'Check the price' });
    expect(link.posts).toEqual([expect.objectContaining({ id: post.id, state: 'pending', targets: [expect.objectContaining({ accountName: 'Bakery page', network: 'facebook_page', text: 'Croissants for everyone' })] })]);
  });

  it('keeps the review link sealed in posting.mails: the token cannot be read from the table, and the mail sent carries the link', async () => {
    const post = await waitingPost('Sealed in the mail table');
    const { token } = await send([post.id], { email: 'sealed@example.com' });
    const rows = await h.db.execute<{ text: string; html: string | null }>(sql`select * from posting.mails where kind = 'review-link' and "to" = 'sealed@example.com'`);
    expect(rows).toHaveLength(1);
    // Nothing in the row gives the token away, in either body.
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.text).toMatch(/^v1\./);
    expect(rows[0]?.html).toMatch(/^v1\./);
    expect(seal.open(rows[0]?.html ?? '')).toContain(`https://cadence.test/review/${token}`);

    // The sender opens it: the reviewer gets the working link.
    const delivered = await until(
      async () => smtp.received.find((mail) => mail.to.includes('sealed@example.com')),
      (mail) => mail !== undefined,
    );
    expect(decodeQuotedPrintable(delivered?.raw ?? '')).toContain(`https://cadence.test/review/${token}`);
    // The server has the mail before the sender marks its row: wait for the mark.
    const sent = await until(
      () => h.db.execute<{ status: string }>(sql`select status from posting.mails where kind = 'review-link' and "to" = 'sealed@example.com'`),
      (rows) => rows[0]?.status !== 'pending',
    );
    expect(sent[0]?.status).toBe('sent');
    expect((await h.request('GET', `/api/posts/review-links/${token}`)).statusCode).toBe(200);
  });

  it('approves through the approval service, recorded with the reviewer address; the link is then used', async () => {
    const post = await waitingPost('Bread at 7');
    const { token } = await send([post.id]);
    const decided = await h.request('POST', `/api/posts/review-links/${token}/decisions`, { body: { postId: post.id, decision: 'approve' } });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((decided.json().data as ReviewLinkView).posts[0]?.state).toBe('approved');
    const after = (await h.request('GET', `/api/posts/${post.id}`, { token: owner })).json().data as Post;
    expect(after.status).toBe('scheduled');
    expect(after.review).toMatchObject({ decision: 'approved', reviewerId: 1, reviewerEmail: 'client@example.com' });
    const events = await h.db.execute<{ name: string }>(sql`select name from posting.outbox where name = 'posting.post.approved' and (payload->>'postId')::int = ${post.id}`);
    expect(events).toHaveLength(1);

    const used = await h.request('GET', `/api/posts/review-links/${token}`);
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe('POSTING_REVIEW_LINK_USED');
    expect((await h.request('POST', `/api/posts/review-links/${token}/decisions`, { body: { postId: post.id, decision: 'approve' } })).statusCode).toBe(410);
  });

  it('requests changes with a comment on one post of a set; each post is decided once', async () => {
    const [first, second] = [await waitingPost('One'), await waitingPost('Two')];
    const { token } = await send([first.id, second.id]);
    const noComment = await h.request('POST', `/api/posts/review-links/${token}/decisions`, { body: { postId: first.id, decision: 'request_changes' } });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().errors).toEqual([expect.objectContaining({ field: 'comment' })]);
    const changes = await h.request('POST', `/api/posts/review-links/${token}/decisions`, { body: { postId: first.id, decision: 'request_changes', comment: 'Say which day' } });
    expect(changes.statusCode, changes.body).toBe(200);
    const sentBack = (await h.request('GET', `/api/posts/${first.id}`, { token: owner })).json().data as Post;
    expect(sentBack).toMatchObject({ status: 'not_approved', sentBack: true, review: { decision: 'rejected', comment: 'Say which day', reviewerEmail: 'client@example.com' } });
    const again = await h.request('POST', `/api/posts/review-links/${token}/decisions`, { body: { postId: first.id, decision: 'approve' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('POSTING_REVIEW_LINK_DECIDED');
    // Still open for the other post; a post outside the link is not reachable through it.
    const view = (await h.request('GET', `/api/posts/review-links/${token}`)).json().data as ReviewLinkView;
    expect(view.posts.map((post) => post.state)).toEqual(['changes_requested', 'pending']);
    const outside = await waitingPost('Not in the link');
    expect((await h.request('POST', `/api/posts/review-links/${token}/decisions`, { body: { postId: outside.id, decision: 'approve' } })).statusCode).toBe(404);
    // Approved in the app meanwhile: the link says so and refuses a second decision.
    expect((await h.request('POST', `/api/posts/${second.id}/approve`, { token: owner, body: {} })).statusCode).toBe(200);
    const closed = (await h.request('GET', `/api/posts/review-links/${token}`)).json().data as ReviewLinkView;
    expect(closed.posts[1]?.state).toBe('closed');
    expect((await h.request('POST', `/api/posts/review-links/${token}/decisions`, { body: { postId: second.id, decision: 'approve' } })).statusCode).toBe(409);
  });

  it('says when a link expired, refuses unknown tokens, and sends only waiting posts of the workspace as an approver', async () => {
    const post = await waitingPost('Soon expired');
    const { sent, token } = await send([post.id]);
    await h.db.execute(sql`update posting.review_links set expires_at = now() - interval '1 second' where id = ${sent.id}`);
    const expired = await h.request('GET', `/api/posts/review-links/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('POSTING_REVIEW_LINK_EXPIRED');
    expect((await h.request('POST', `/api/posts/review-links/${token}/decisions`, { body: { postId: post.id, decision: 'approve' } })).statusCode).toBe(410);
    expect((await h.request('GET', `/api/posts/review-links/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await h.request('GET', '/api/posts/review-links/short')).statusCode).toBe(400);

    const asContributor = await h.request('POST', '/api/posts/review-links', { token: contributor, body: { email: 'c@example.com', postIds: [post.id] } });
    expect(asContributor.statusCode).toBe(403);
    const draft = (await h.request('POST', '/api/posts', { token: owner, body: { mode: 'draft', text: 'Only a draft' } })).json().data as Post;
    const notWaiting = await h.request('POST', '/api/posts/review-links', { token: owner, body: { email: 'c@example.com', postIds: [draft.id] } });
    expect(notWaiting.statusCode).toBe(400);
    expect(notWaiting.json().errors).toEqual([expect.objectContaining({ field: 'postIds' })]);
    const otherWorkspace = await h.request('POST', '/api/posts/review-links', { token: h.token({ userId: 9, workspaceId: B, role: 'owner' }), body: { email: 'c@example.com', postIds: [post.id] } });
    expect(otherWorkspace.statusCode).toBe(400);
    const badEmail = await h.request('POST', '/api/posts/review-links', { token: owner, body: { email: 'not an address', postIds: [post.id] } });
    expect(badEmail.statusCode).toBe(400);
  });
});
