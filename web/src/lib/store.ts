import { createStore } from 'jotai';

/**
 * The one jotai store of the app. React reads it through <Provider store>; the router guards,
 * the API client and the theme/locale side effects read it directly.
 */
export const appStore = createStore();
export type AppStore = typeof appStore;
