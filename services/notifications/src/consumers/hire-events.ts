import { hireAccepted, hireDeclined, hireEnded, hireRequested } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import type { Executor } from '@cadence/db';
import { findActiveByIds, findById } from '../features/recipients/recipients.repository';
import type { Delivery } from '../features/delivery/deliver';
import { hireAnsweredContent, hireEndedContent, hireRequestedContent } from '../features/delivery/hire-content';

const nameOf = async (tx: Executor, userId: number) => (await findById(tx, userId))?.name ?? '';

/**
 * support.hire.* → the other side of a hire, in the app and by e-mail as each chose, with a link
 * to the screen where they follow it: the creator hears of a new request; the workspace's
 * requester of the creator's acceptance or decline; an ended hire is told to whichever of the
 * two did not end it (both, when another manager of the workspace ended it). A user unknown to
 * this service or no longer active is told nothing; a retried event writes nothing twice.
 */
export function notifyHireEvents(delivery: Delivery) {
  return [
    defineHandler({
      event: hireRequested,
      async handle(tx, payload) {
        const content = hireRequestedContent({ name: await nameOf(tx, payload.clientUserId), startsOn: payload.startsOn, endsOn: payload.endsOn });
        await delivery.deliver(tx, await findActiveByIds(tx, [payload.creatorUserId]), content);
      },
    }),
    ...[hireAccepted, hireDeclined].map((event) =>
      defineHandler({
        event,
        async handle(tx, payload) {
          const content = hireAnsweredContent({ name: await nameOf(tx, payload.creatorUserId), answer: event === hireAccepted ? 'accepted' : 'declined' });
          await delivery.deliver(tx, await findActiveByIds(tx, [payload.clientUserId]), content, { workspaceId: payload.workspaceId });
        },
      }),
    ),
    defineHandler({
      event: hireEnded,
      async handle(tx, payload) {
        const name = await nameOf(tx, payload.endedBy);
        if (payload.clientUserId !== payload.endedBy) {
          await delivery.deliver(tx, await findActiveByIds(tx, [payload.clientUserId]), hireEndedContent({ name, to: 'client' }), { workspaceId: payload.workspaceId });
        }
        if (payload.creatorUserId !== payload.endedBy) {
          await delivery.deliver(tx, await findActiveByIds(tx, [payload.creatorUserId]), hireEndedContent({ name, to: 'creator' }));
        }
      },
    }),
  ];
}
