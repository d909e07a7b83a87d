import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Type, { type TProperties } from 'typebox';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Stored form: `v1.<key id>.<base64url(iv ‖ ciphertext ‖ tag)>`. */
const FORMAT_VERSION = 'v1';

const BASE64_KEY = '^[A-Za-z0-9+/]{43}=$';

/** Variables of the secret box; every service that stores secrets adds them to its env. */
export const SecretsEnv = {
  /** AES-256 key, base64 of 32 random bytes (`openssl rand -base64 32`). Unset: one is made under DATA_DIR/keys. */
  SECRETS_KEY: Type.Optional(Type.String({ pattern: BASE64_KEY, description: 'base64 of 32 bytes' })),
  /** Earlier keys, comma-separated, still accepted for reading while values are re-encrypted. */
  SECRETS_PREVIOUS_KEYS: Type.Optional(Type.String({ pattern: `^${BASE64_KEY.slice(1, -1)}(,${BASE64_KEY.slice(1, -1)})*$` })),
} satisfies TProperties;

export class SecretDecryptionError extends Error {
  override readonly name = 'SecretDecryptionError';
}

function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

function decodeKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`A secrets key must be ${KEY_BYTES} bytes, base64-encoded`);
  return key;
}

/**
 * Encrypts secrets at rest with AES-256-GCM: a random 12-byte IV per value, the key's id in the
 * stored text so older keys keep decrypting after a rotation, and an optional context (bound as
 * associated data) so a value copied into another column does not decrypt there.
 */
export class SecretBox {
  private readonly current: { id: string; key: Buffer };
  private readonly keys = new Map<string, Buffer>();

  constructor(currentKey: string, previousKeys: readonly string[] = []) {
    const key = decodeKey(currentKey);
    this.current = { id: keyIdOf(key), key };
    this.keys.set(this.current.id, key);
    for (const previous of previousKeys) {
      const decoded = decodeKey(previous);
      this.keys.set(keyIdOf(decoded), decoded);
    }
  }

  encrypt(plaintext: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${FORMAT_VERSION}.${this.current.id}.${body.toString('base64url')}`;
  }

  /** Throws SecretDecryptionError for an unknown format or key, a wrong context or any tampering. */
  decrypt(stored: string, context = ''): string {
    const [version, keyId, payload, extra] = stored.split('.');
    if (version !== FORMAT_VERSION || !keyId || !payload || extra !== undefined) throw new SecretDecryptionError('Not an encrypted secret of a known format');
    const key = this.keys.get(keyId);
    if (!key) throw new SecretDecryptionError(`The secret was encrypted with key ${keyId}, which is not configured`);
    const body = Buffer.from(payload, 'base64url');
    if (body.length < IV_BYTES + TAG_BYTES) throw new SecretDecryptionError('The encrypted secret is truncated');
    const decipher = createDecipheriv(ALGORITHM, key, body.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretDecryptionError('The encrypted secret was altered or the key is wrong');
    }
  }

  /** The id written into values encrypted now (`v1.<id>.`). */
  get currentKeyId(): string {
    return this.current.id;
  }

  /** Whether a stored value was written with an earlier key and should be encrypted again. */
  needsRotation(stored: string): boolean {
    return stored.split('.')[1] !== this.current.id;
  }
}

/** A fresh key in the form SECRETS_KEY takes. */
export function generateSecretsKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/**
 * The secret box from SECRETS_KEY (and SECRETS_PREVIOUS_KEYS), or, when it is unset, from a key
 * kept under DATA_DIR/keys (made on first start, like the access-token keys). Read once at boot.
 */
export function loadSecretBox(config: { SECRETS_KEY?: string | undefined; SECRETS_PREVIOUS_KEYS?: string | undefined; DATA_DIR: string }): SecretBox {
  const previous = config.SECRETS_PREVIOUS_KEYS?.split(',').filter(Boolean) ?? [];
  if (config.SECRETS_KEY) return new SecretBox(config.SECRETS_KEY, previous);
  const dir = path.resolve(config.DATA_DIR, 'keys');
  const file = path.join(dir, 'secrets.key');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!existsSync(file)) {
    // Written whole under another name, then linked into place: processes starting together on
    // one DATA_DIR (the distributed mode on one machine) never read a half-written key, and the
    // first link wins.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, generateSecretsKey(), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return new SecretBox(readFileSync(file, 'utf8').trim(), previous);
}
