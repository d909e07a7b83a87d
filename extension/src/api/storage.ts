/**
 * The part of chrome.storage.local the extension uses. Only extension pages and the service
 * worker read it (the extension has no content script), so tokens kept here never reach a page.
 */
export interface KeyValueArea {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

export function extensionStorage(): KeyValueArea {
  return chrome.storage.local;
}

export async function readItem<T>(area: KeyValueArea, key: string): Promise<T | undefined> {
  const items = await area.get([key]);
  return items[key] as T | undefined;
}
