import { atomWithPersistence, parseJson } from '../../lib/persisted-atom';

/**
 * The users this browser has reminded to verify their e-mail address since they signed in (the
 * list goes with the rest of the account's storage at sign-out).
 */
export const verifyRemindedAtom = atomWithPersistence<number[]>('cadence.verify-reminded', [], (raw) => {
  const value = parseJson(raw);
  return Array.isArray(value) && value.every((id) => Number.isInteger(id)) ? (value as number[]) : null;
});
