import { uploadMedia, type Endpoint } from '@cadence/contracts';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { startSignIn, waitForApproval } from '../api/sign-in';
import { extensionStorage } from '../api/storage';
import { SHARED_KEY, SIGN_IN_KEY, type Reply, type Request, type SharedItem, type SignInState } from '../messages';

const area = extensionStorage();
const client = createApiClient({ area });
let signIn: AbortController | undefined;

function wireError(error: unknown): Reply<never> {
  if (error instanceof ApiError) return { ok: false, error: { status: error.status, message: error.message, code: error.code, fields: error.fields } };
  return { ok: false, error: { status: 0, message: error instanceof Error ? error.message : 'An unexpected error occurred', fields: [] } };
}

/** The image behind a URL, uploaded to the workspace's media library. */
async function uploadImage(imageUrl: string): Promise<unknown> {
  const response = await fetch(imageUrl);
  if (!response.ok) throw new ApiError(response.status, `The image could not be read (${response.status})`, undefined);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new ApiError(415, 'This link is not an image', undefined);
  const name = new URL(imageUrl).pathname.split('/').pop() || 'image';
  const form = new FormData();
  form.append('file', blob, name);
  return client.call(uploadMedia, { form });
}

async function runSignIn(server: string, deviceName: string): Promise<void> {
  signIn?.abort();
  const controller = new AbortController();
  signIn = controller;
  try {
    const code = await startSignIn(server, deviceName);
    const waiting: SignInState = { state: 'waiting', server, code: code.code, verificationUrl: code.verification_url, expiresAt: Date.now() + code.expires_in * 1000 };
    await area.set({ [SIGN_IN_KEY]: waiting });
    await chrome.tabs.create({ url: code.verification_url });
    const session = await waitForApproval(server, code, {
      signal: controller.signal,
      // Touching storage while waiting keeps the service worker awake between polls.
      sleep: async (ms) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        await area.get([SIGN_IN_KEY]);
      },
    });
    await client.signedIn(server, session);
    await area.remove([SIGN_IN_KEY]);
  } catch (error) {
    if (controller.signal.aborted) return;
    const failed: SignInState = { state: 'failed', message: error instanceof Error ? error.message : 'The sign-in failed' };
    await area.set({ [SIGN_IN_KEY]: failed });
  } finally {
    if (signIn === controller) signIn = undefined;
  }
}

async function handle(request: Request): Promise<Reply> {
  try {
    switch (request.type) {
      case 'call': {
        const endpoint = { method: request.method, path: request.path } as Endpoint;
        return { ok: true, data: await client.call(endpoint, { ...(request.params ? { params: request.params } : {}), ...(request.query ? { query: request.query } : {}), ...(request.body !== undefined ? { body: request.body as never } : {}) }) };
      }
      case 'upload-image':
        return { ok: true, data: await uploadImage(request.imageUrl) };
      case 'sign-in':
        void runSignIn(request.server, request.deviceName);
        return { ok: true, data: null };
      case 'cancel-sign-in':
        signIn?.abort();
        await area.remove([SIGN_IN_KEY]);
        return { ok: true, data: null };
      case 'sign-out':
        await client.signOut();
        return { ok: true, data: null };
    }
  } catch (error) {
    return wireError(error);
  }
}

chrome.runtime.onMessage.addListener((request: Request, sender, sendResponse) => {
  // Only the extension's own pages talk to the worker.
  if (sender.id !== chrome.runtime.id || (sender.url && !sender.url.startsWith(chrome.runtime.getURL('')))) return false;
  void handle(request).then(sendResponse);
  return true;
});

const MENU = { page: 'cadence-share-page', selection: 'cadence-share-selection', image: 'cadence-share-image' } as const;

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({ id: MENU.page, title: 'Share this page with Cadence', contexts: ['page', 'link'] });
    chrome.contextMenus.create({ id: MENU.selection, title: 'Share the selection with Cadence', contexts: ['selection'] });
    chrome.contextMenus.create({ id: MENU.image, title: 'Share this image with Cadence', contexts: ['image'] });
  });
});

/** Opens the composer in its own small window with what was shared. */
export async function openComposer(shared: Omit<SharedItem, 'at'>): Promise<void> {
  await area.set({ [SHARED_KEY]: { ...shared, at: Date.now() } satisfies SharedItem });
  await chrome.windows.create({ url: chrome.runtime.getURL('popup.html?shared=1'), type: 'popup', width: 440, height: 680 });
}

chrome.contextMenus.onClicked.addListener((info, tab) => {
  const url = info.pageUrl || tab?.url || '';
  void openComposer({
    url,
    title: tab?.title ?? '',
    selection: info.menuItemId === MENU.selection ? (info.selectionText ?? '') : '',
    imageUrl: info.menuItemId === MENU.image ? (info.srcUrl ?? null) : null,
  });
});

Object.assign(globalThis, { cadenceOpenComposer: openComposer });
