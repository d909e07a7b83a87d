import { readItem } from '../api/storage';
import { sharedPageFromSearch, type SharedPage } from '../compose/share';
import { SHARED_KEY, type SharedItem } from '../messages';

/** A context-menu share older than this is not picked up by a later toolbar click. */
const SHARED_FRESH_MS = 60_000;

/** Reads the selection and the og:image of the active tab (activeTab lets the toolbar click do so). */
function readPage(): { selection: string; image: string | null } {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="og:image"], meta[name="og:image"], meta[name="twitter:image"]');
  let image: string | null = null;
  try {
    image = meta?.content ? new URL(meta.content, location.href).href : null;
  } catch {
    image = null;
  }
  return { selection: String(window.getSelection() ?? ''), image };
}

/** What the composer shares: from its address, a context-menu share, or the active tab. */
export async function sharedPage(): Promise<SharedPage | null> {
  const fromSearch = sharedPageFromSearch(location.search);
  if (fromSearch) return fromSearch;
  const area = chrome.storage.local;
  if (new URLSearchParams(location.search).has('shared')) {
    const shared = await readItem<SharedItem>(area, SHARED_KEY);
    await area.remove([SHARED_KEY]);
    if (shared && Date.now() - shared.at < SHARED_FRESH_MS) return { title: shared.title, url: shared.url, selection: shared.selection, imageUrl: shared.imageUrl };
  }
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  if (!tab?.url || !/^https?:/i.test(tab.url)) return null;
  const page: SharedPage = { title: tab.title ?? '', url: tab.url, selection: '', imageUrl: null };
  if (tab.id === undefined) return page;
  try {
    const [result] = await chrome.scripting.executeScript({ target: { tabId: tab.id }, func: readPage });
    const read = result?.result as ReturnType<typeof readPage> | undefined;
    return { ...page, selection: read?.selection ?? '', imageUrl: read?.image ?? null };
  } catch {
    return page;
  }
}
