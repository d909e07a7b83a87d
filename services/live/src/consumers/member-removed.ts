import { memberRemoved } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import type { SecretBox } from '@cadence/service-kit';
import { rotateOnDeparture } from '../features/ingest/key-rotation';

/**
 * auth.member.removed → the workspace's stream key is rotated when the member who left could know
 * it (see `rotateOnDeparture`), and the owner told through `live.stream_key.rotated`. A repeated
 * delivery is skipped by the consumer's processed events, so the key turns once per departure.
 */
export function rotateKeyOnMemberRemoved(box: SecretBox) {
  return defineHandler({
    event: memberRemoved,
    async handle(tx, payload) {
      await rotateOnDeparture(tx, box, { workspaceId: payload.workspaceId, userId: payload.userId, role: payload.role });
    },
  });
}
