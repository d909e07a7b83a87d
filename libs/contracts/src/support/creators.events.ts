import Type from 'typebox';
import { defineEvent } from '../event';

const Decision = Type.Object({ applicationId: Type.Integer(), userId: Type.Integer(), displayName: Type.String(), note: Type.String(), decidedBy: Type.Integer() });

/** Staff approved a creator application: the applicant is told. */
export const creatorApproved = defineEvent({ name: 'support.creator.approved', version: 1, payload: Decision, key: (payload) => String(payload.userId) });

/** Staff refused a creator application: the applicant is told, with the note. */
export const creatorRefused = defineEvent({ name: 'support.creator.refused', version: 1, payload: Decision, key: (payload) => String(payload.userId) });

const HireRef = { hireId: Type.Integer(), workspaceId: Type.Integer(), creatorUserId: Type.Integer(), clientUserId: Type.Integer() };

/** A workspace sent an approved creator a hire request: the creator is told. */
export const hireRequested = defineEvent({
  name: 'support.hire.requested',
  version: 1,
  payload: Type.Object({ ...HireRef, startsOn: Type.String({ format: 'date' }), endsOn: Type.String({ format: 'date' }) }),
  key: (payload) => String(payload.hireId),
});

/** The creator declined a pending hire request: the workspace's requester is told. */
export const hireDeclined = defineEvent({
  name: 'support.hire.declined',
  version: 1,
  payload: Type.Object({ ...HireRef, declinedAt: Type.String({ format: 'date-time' }) }),
  key: (payload) => String(payload.hireId),
});

/** A creator accepted a hire: auth adds them to the workspace as a contributor (once); the requester is told. */
export const hireAccepted = defineEvent({
  name: 'support.hire.accepted',
  version: 1,
  payload: Type.Object({ ...HireRef, acceptedAt: Type.String({ format: 'date-time' }) }),
  key: (payload) => String(payload.hireId),
});

/** Either side ended a hire: auth removes the membership the hire created (and no other); the other side is told. */
export const hireEnded = defineEvent({
  name: 'support.hire.ended',
  version: 1,
  payload: Type.Object({ ...HireRef, acceptedAt: Type.String({ format: 'date-time' }), endedBy: Type.Integer() }),
  key: (payload) => String(payload.hireId),
});
