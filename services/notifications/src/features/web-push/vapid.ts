import webpush from 'web-push';
import type { Executor } from '@cadence/db';
import type { SecretBox } from '@cadence/service-kit';
import { insertVapidKeys, readVapidKeys } from './web-push.repository';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const CONTEXT = 'notifications.vapid_keys.private_key';

/**
 * The application server's key pair. The first process to ask makes one and writes it unless
 * another got there first (ON CONFLICT DO NOTHING), then every process reads back the one kept.
 */
export async function loadVapidKeys(db: Executor, box: SecretBox): Promise<VapidKeys> {
  let row = await readVapidKeys(db);
  if (!row) {
    const fresh = webpush.generateVAPIDKeys();
    await insertVapidKeys(db, fresh.publicKey, box.encrypt(fresh.privateKey, CONTEXT));
    row = await readVapidKeys(db);
  }
  if (!row) throw new Error('The VAPID key pair could not be written');
  try {
    return { publicKey: row.publicKey, privateKey: box.decrypt(row.privateKeyEncrypted, CONTEXT) };
  } catch (error) {
    throw new Error(`The VAPID private key cannot be read (every process needs the SECRETS_KEY of the first): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Loads the keys once per process (on first use) and keeps them. */
export function vapidKeysOnce(db: Executor, box: SecretBox): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= loadVapidKeys(db, box).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}

/** The VAPID contact: the address mail is sent from, else the public https address. */
export function vapidSubject(mailFrom: string, publicUrl: string | undefined): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  if (address.includes('@')) return `mailto:${address}`;
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:no-reply@localhost';
}
