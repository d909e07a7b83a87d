import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketAssigned, ticketCreated, ticketReplied, ticketStatusChanged, type Notification } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { bearer, eventOf, userEvents } from './helpers';

/** What the support desk announces reaches both sides of a ticket, in their language, in the app and by mail. */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([notificationsService]);
  await t.platform.transport.publish([...userEvents({ id: 301, name: 'Claire Cliente', locale: 'fr' }), ...userEvents({ id: 302, name: 'Sam Support' }), ...userEvents({ id: 303, name: 'Kim Support' }), ...userEvents({ id: 304, name: 'Lou Support', locale: 'ro' })]);
});
afterAll(() => t?.close());

async function notificationsOf(userId: number, type: string): Promise<Notification[]> {
  const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: bearer(t, userId) });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Notification[]).filter((notification) => notification.type === type);
}

async function mailsTo(address: string): Promise<{ subject: string }[]> {
  return t.database.sql<{ subject: string }[]>`select subject from notifications.mails where "to" = ${address} order by id`;
}

const ticket = { ticketId: 41, workspaceId: 9, openerId: 301, title: 'Les publications échouent' };

describe('support tickets', () => {
  it("tell the desk's employees of a new ticket in their language by the channels each chose, never its opener", async () => {
    const off = await t.platform.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: bearer(t, 303), payload: { preferences: [{ type: 'ticket_created', in_app: true, email: false }] } });
    expect(off.statusCode).toBe(200);
    await t.platform.transport.publish([
      eventOf(ticketCreated, { ticketId: 40, workspaceId: 9, openerId: 301, title: 'Facture introuvable', category: 'billing', priority: 'medium', deskStaffIds: [302, 303, 304, 301] }),
      // Opened by an employee for a caller: the others hear of it, not the employee.
      eventOf(ticketCreated, { ticketId: 39, workspaceId: 9, openerId: 302, title: 'Logged by phone', category: 'basic', priority: 'low', deskStaffIds: [303] }),
      // A desk nobody has worked yet: nobody to tell.
      eventOf(ticketCreated, { ticketId: 38, workspaceId: 9, openerId: 301, title: 'Nobody here', category: 'basic', priority: 'medium' }),
    ]);
    expect((await notificationsOf(302, 'ticket_created')).map((n) => n.message)).toEqual(['Claire Cliente opened the ticket “Facture introuvable”.']);
    expect((await notificationsOf(303, 'ticket_created')).map((n) => n.message).sort()).toEqual(['Claire Cliente opened the ticket “Facture introuvable”.', 'Sam Support opened the ticket “Logged by phone”.']);
    expect((await notificationsOf(304, 'ticket_created')).map((n) => n.message)).toEqual(['Claire Cliente a deschis tichetul „Facture introuvable”.']);
    expect(await notificationsOf(301, 'ticket_created')).toHaveLength(0);
    expect((await mailsTo('user302@example.com')).map((mail) => mail.subject)).toEqual(['New ticket: Facture introuvable']);
    expect((await mailsTo('user304@example.com')).map((mail) => mail.subject)).toEqual(['Tichet nou: Facture introuvable']);
    expect(await mailsTo('user303@example.com')).toHaveLength(0);
  });

  it("tell the client of support's public reply in French, never of an internal note, and the assignee of the client's reply", async () => {
    await t.platform.transport.publish([
      eventOf(ticketReplied, { ...ticket, messageId: 1, authorId: 302, fromStaff: true, internal: true, assigneeId: 302 }),
      eventOf(ticketReplied, { ...ticket, messageId: 2, authorId: 302, fromStaff: true, internal: false, assigneeId: 302 }),
      eventOf(ticketReplied, { ...ticket, messageId: 3, authorId: 301, fromStaff: false, internal: false, assigneeId: 302 }),
    ]);
    const client = await notificationsOf(301, 'ticket_replied');
    expect(client.map((n) => n.message)).toEqual(['Le support a répondu à votre ticket « Les publications échouent ».']);
    expect((await mailsTo('user301@example.com')).map((mail) => mail.subject)).toEqual(['Nouvelle réponse sur « Les publications échouent »']);
    const sam = await notificationsOf(302, 'ticket_replied');
    expect(sam.map((n) => n.message)).toEqual(['Claire Cliente replied on the ticket “Les publications échouent”.']);
  });

  it('tell the client of a status change and the assignee of the assignment, not whoever made the change', async () => {
    await t.platform.transport.publish([
      eventOf(ticketStatusChanged, { ...ticket, from: 'in_progress', to: 'resolved', byUserId: 302 }),
      eventOf(ticketStatusChanged, { ...ticket, from: 'resolved', to: 'open', byUserId: 301 }),
      eventOf(ticketAssigned, { ...ticket, assigneeId: 303, byUserId: 302 }),
      eventOf(ticketAssigned, { ...ticket, assigneeId: 302, byUserId: 302 }),
    ]);
    expect((await notificationsOf(301, 'ticket_status_changed')).map((n) => n.message)).toEqual(['Votre ticket « Les publications échouent » est maintenant résolu.']);
    expect((await notificationsOf(303, 'ticket_assigned')).map((n) => n.message)).toEqual(['The ticket “Les publications échouent” was assigned to you.']);
    expect(await notificationsOf(302, 'ticket_assigned')).toHaveLength(0);
  });
});
