import { atom } from 'jotai';
import type { SnackbarMessage } from './snackbar-queue';

/** The messages to show, the first on screen. Not persisted: a reload starts quiet. */
export const snackbarQueueAtom = atom<SnackbarMessage[]>([]);
