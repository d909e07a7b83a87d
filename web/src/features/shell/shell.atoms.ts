import { atom } from 'jotai';

/** The sidebar on large screens: open by default (SPEC §2). */
export const desktopDrawerOpenAtom = atom(true);

/** The drawer on small screens: closed by default (SPEC §2). */
export const mobileDrawerOpenAtom = atom(false);

/** The theme settings sheet, opened from the top bar and from the profile menu. */
export const themeSettingsOpenAtom = atom(false);
