import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { JwtKeys } from './auth';

async function pemFrom(value: string): Promise<string> {
  if (value.includes('-----BEGIN')) return value.replaceAll('\\n', '\n');
  return readFile(value, 'utf8');
}

/**
 * The access-token keys: from JWT_PRIVATE_KEY / JWT_PUBLIC_KEY (PEM text or a file path), or,
 * when neither is set, an Ed25519 pair kept under DATA_DIR/keys (made on first start).
 */
export async function loadJwtKeys(config: { JWT_PUBLIC_KEY?: string | undefined; JWT_PRIVATE_KEY?: string | undefined; DATA_DIR: string }): Promise<JwtKeys> {
  if (config.JWT_PUBLIC_KEY) {
    return {
      publicKey: await pemFrom(config.JWT_PUBLIC_KEY),
      privateKey: config.JWT_PRIVATE_KEY ? await pemFrom(config.JWT_PRIVATE_KEY) : undefined,
    };
  }
  if (config.JWT_PRIVATE_KEY) throw new Error('JWT_PRIVATE_KEY is set without JWT_PUBLIC_KEY; set both');
  const dir = path.resolve(config.DATA_DIR, 'keys');
  const privatePath = path.join(dir, 'jwt-private.pem');
  const publicPath = path.join(dir, 'jwt-public.pem');
  if (!existsSync(privatePath)) {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519', {
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(privatePath, privateKey, { mode: 0o600 });
    await writeFile(publicPath, publicKey, { mode: 0o644 });
  }
  return { privateKey: await readFile(privatePath, 'utf8'), publicKey: await readFile(publicPath, 'utf8') };
}

/** A fresh pair, for tests. */
export function generateJwtKeys(): Required<JwtKeys> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
}
