import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { SecretBox, SecretDecryptionError, SecretsEnv, generateSecretsKey, loadSecretBox } from './secrets';

describe('SecretBox', () => {
  const box = new SecretBox(generateSecretsKey());

  it('round-trips a value and never stores it in clear', () => {
    const stored = box.encrypt('ya29.a0-access-token', 'access_token');
    expect(stored).toMatch(/^v1\.[\w-]{8}\.[\w-]+$/);
    expect(stored).not.toContain('ya29');
    expect(box.decrypt(stored, 'access_token')).toBe('ya29.a0-access-token');
  });

  it('uses a fresh IV for every value', () => {
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses a tampered value', () => {
    const stored = box.encrypt('secret');
    const [version, keyId, payload] = stored.split('.') as [string, string, string];
    const bytes = Buffer.from(payload, 'base64url');
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 1;
    expect(() => box.decrypt(`${version}.${keyId}.${bytes.toString('base64url')}`)).toThrow(SecretDecryptionError);
  });

  it('refuses a value read under another context', () => {
    const stored = box.encrypt('secret', 'refresh_token');
    expect(() => box.decrypt(stored, 'access_token')).toThrow(SecretDecryptionError);
  });

  it('refuses unknown formats and keys', () => {
    expect(() => box.decrypt('plain text')).toThrow(SecretDecryptionError);
    expect(() => new SecretBox(generateSecretsKey()).decrypt(box.encrypt('x'))).toThrow(/not configured/);
  });

  it('reads values of a previous key after a rotation and tells them apart', () => {
    const oldKey = generateSecretsKey();
    const before = new SecretBox(oldKey).encrypt('kept');
    const rotated = new SecretBox(generateSecretsKey(), [oldKey]);
    expect(rotated.decrypt(before)).toBe('kept');
    expect(rotated.needsRotation(before)).toBe(true);
    expect(rotated.needsRotation(rotated.encrypt('kept'))).toBe(false);
  });

  it('refuses a key of the wrong size at boot', () => {
    expect(() => loadConfig(SecretsEnv, { SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(ConfigError);
    expect(() => new SecretBox(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
    expect(loadConfig(SecretsEnv, { SECRETS_KEY: generateSecretsKey() }).SECRETS_KEY).toHaveLength(44);
  });

  it('makes and keeps a key under DATA_DIR when none is configured', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'secrets-'));
    try {
      const first = loadSecretBox({ DATA_DIR: dir });
      const stored = first.encrypt('persisted');
      const second = loadSecretBox({ DATA_DIR: dir });
      expect(second.decrypt(stored)).toBe('persisted');
      expect((await readFile(path.join(dir, 'keys', 'secrets.key'), 'utf8')).trim()).toHaveLength(44);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the secrets key kept under DATA_DIR', () => {
  it('is the same for processes that start together on one DATA_DIR, and whole', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-secrets-race-'));
    try {
      // Each process makes (or reads) the key and prints what it sealed a value with.
      const script = `import { loadSecretBox } from ${JSON.stringify(new URL('./secrets.ts', import.meta.url).pathname)}; const box = loadSecretBox({ DATA_DIR: ${JSON.stringify(dataDir)} }); process.stdout.write(box.encrypt('x').split('.')[1]);`;
      const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]).then(({ stdout }) => stdout);
      const keyIds = await Promise.all(Array.from({ length: 6 }, run));
      expect(new Set(keyIds).size).toBe(1);
      expect(await readdir(path.join(dataDir, 'keys'))).toEqual(['secrets.key']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
