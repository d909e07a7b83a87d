import { ticketAssigned, ticketCreated, ticketReplied, ticketStatusChanged } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { findActiveByIds, findById } from '../features/recipients/recipients.repository';
import type { Delivery } from '../features/delivery/deliver';
import { ticketAssignedContent, ticketCreatedContent, ticketRepliedContent, ticketStatusContent } from '../features/delivery/support-content';

/**
 * support.ticket.* → the desk and both sides of a ticket: the employees who work the desk hear
 * of a new ticket (not whoever opened it); the client who opened it hears of support's public
 * replies and of status changes; the employee it is assigned to hears of the client's replies
 * and of the assignment. Internal notes tell nobody; nobody is told of their own action.
 */
export function notifySupportEvents(delivery: Delivery) {
  return [
    defineHandler({
      event: ticketCreated,
      async handle(tx, payload) {
        const staff = (payload.deskStaffIds ?? []).filter((id) => id !== payload.openerId);
        if (staff.length === 0) return;
        const name = (await findById(tx, payload.openerId))?.name ?? '';
        await delivery.deliver(tx, await findActiveByIds(tx, staff), ticketCreatedContent({ title: payload.title, name }), { workspaceId: payload.workspaceId });
      },
    }),
    defineHandler({
      event: ticketReplied,
      async handle(tx, payload) {
        if (payload.internal) return;
        const recipient = payload.fromStaff ? payload.openerId : payload.assigneeId;
        if (recipient === null || recipient === payload.authorId) return;
        const name = (await findById(tx, payload.authorId))?.name ?? '';
        await delivery.deliver(tx, await findActiveByIds(tx, [recipient]), ticketRepliedContent({ title: payload.title, fromStaff: payload.fromStaff, name }), { workspaceId: payload.workspaceId });
      },
    }),
    defineHandler({
      event: ticketStatusChanged,
      async handle(tx, payload) {
        if (payload.byUserId === payload.openerId) return;
        await delivery.deliver(tx, await findActiveByIds(tx, [payload.openerId]), ticketStatusContent({ title: payload.title, status: payload.to }), { workspaceId: payload.workspaceId });
      },
    }),
    defineHandler({
      event: ticketAssigned,
      async handle(tx, payload) {
        if (payload.assigneeId === null || payload.assigneeId === payload.byUserId) return;
        await delivery.deliver(tx, await findActiveByIds(tx, [payload.assigneeId]), ticketAssignedContent({ title: payload.title }), { workspaceId: payload.workspaceId });
      },
    }),
  ];
}
