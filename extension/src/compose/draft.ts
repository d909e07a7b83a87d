import { readItem, type KeyValueArea } from '../api/storage';

/** The composer's content, kept in extension storage until the server has it. */
export interface Draft {
  text: string;
  /** The shared page (its link card is built by the server from the link in the text). */
  pageUrl: string | null;
  /** An image to add: the page's og:image or a right-clicked image. */
  imageUrl: string | null;
  /** Media library items already uploaded. */
  mediaIds: number[];
  accountIds: number[];
  groupIds: number[];
  /** `YYYY-MM-DDTHH:mm` in the user's time zone, or empty. */
  scheduleAt: string;
}

const KEY = 'cadence.draft';

export function emptyDraft(): Draft {
  return { text: '', pageUrl: null, imageUrl: null, mediaIds: [], accountIds: [], groupIds: [], scheduleAt: '' };
}

export async function loadDraft(area: KeyValueArea): Promise<Draft | undefined> {
  const stored = await readItem<Partial<Draft>>(area, KEY);
  return stored ? { ...emptyDraft(), ...stored } : undefined;
}

export function saveDraft(area: KeyValueArea, draft: Draft): Promise<void> {
  return area.set({ [KEY]: draft });
}

/** Called only once the server has answered with the post. */
export function clearDraft(area: KeyValueArea): Promise<void> {
  return area.remove([KEY]);
}
