import { createPushSubscription, deletePushSubscription, getPushKey, listPushSubscriptions } from '@cadence/contracts';
import { call } from '../../lib/api';

/** Where the push worker lives; its scope is the whole app. */
const WORKER_URL = '/push-sw.js';

export type BrowserPushState = 'unsupported' | 'denied' | 'off' | 'on';

export function browserPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** "Chrome on Linux": how the browser is named in the list of subscribed browsers. */
export function browserLabel(userAgent: string = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} · ${system}` : browser;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this browser sends the signed-in user's notifications (its subscription is on the server). */
export async function browserPushState(signal?: AbortSignal): Promise<BrowserPushState> {
  if (!browserPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const known = (await call(listPushSubscriptions, { signal })).data;
  return known.some((item) => item.endpoint === subscription.endpoint) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks for permission, subscribes with the server's key and sends the subscription. */
export async function enableBrowserPush(): Promise<BrowserPushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.register(WORKER_URL);
  await navigator.serviceWorker.ready;
  const key = (await call(getPushKey, {})).data.public_key;
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be reused.
  const existingKey = subscription?.options.applicationServerKey;
  if (subscription && existingKey && btoa(String.fromCharCode(...new Uint8Array(existingKey))) !== btoa(String.fromCharCode(...keyBytes(key)))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  const json = subscription.toJSON();
  await call(createPushSubscription, {
    body: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, label: browserLabel() },
  });
  return 'on';
}

/** Removes this browser from the server's list, then unsubscribes it. */
export async function disableBrowserPush(): Promise<BrowserPushState> {
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  const known = (await call(listPushSubscriptions, {})).data.find((item) => item.endpoint === subscription.endpoint);
  if (known) await call(deletePushSubscription, { params: { id: known.id } });
  await subscription.unsubscribe();
  return 'off';
}
