import type { Sql } from '@cadence/db';
import { loadSecretBox, type SecretBox } from './secrets';

/** A mail server saved by staff in the system settings, its password opened. */
export interface StoredSmtp {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

/** Reads the stored mail server; forget() makes the next read go to the database (the process that saved). */
export type StoredSmtpReader = (() => Promise<StoredSmtp | null>) & { forget(): void };

/** How long the stored mail server is trusted before it is read again. */
export const STORED_SMTP_CACHE_MS = 10_000;

/** The SecretBox context the SMTP password is sealed under (auth writes it, every process opens it). */
export const SMTP_PASSWORD_CONTEXT = 'auth.system_settings.smtp_password';

interface Row {
  smtp_host: string | null;
  smtp_port: number | null;
  smtp_secure: boolean | null;
  smtp_user: string | null;
  smtp_password_encrypted: string | null;
  mail_from: string | null;
}

/**
 * The mail server staff saved (`auth.system_settings`, kept by auth), read by any process and
 * cached briefly, so a change reaches every mail sender within seconds and without a restart.
 * Null when none is saved (or the table is not there yet): the environment's SMTP_URL applies.
 */
export function createStoredSmtpReader(options: { sql: Sql; box: SecretBox; now?: () => number; cacheMs?: number; onError?: (error: unknown) => void }): StoredSmtpReader {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? STORED_SMTP_CACHE_MS;
  let held: { value: StoredSmtp | null; at: number } | undefined;
  const read = async () => {
    if (held && now() - held.at < cacheMs) return held.value;
    let value: StoredSmtp | null = null;
    try {
      const [row] = await options.sql<Row[]>`
        select smtp_host, smtp_port, smtp_secure, smtp_user, smtp_password_encrypted, mail_from
        from auth.system_settings where id = 1`;
      if (row?.smtp_host && row.smtp_port && row.mail_from) {
        value = {
          host: row.smtp_host,
          port: row.smtp_port,
          secure: row.smtp_secure === true,
          user: row.smtp_user,
          password: row.smtp_password_encrypted ? options.box.decrypt(row.smtp_password_encrypted, SMTP_PASSWORD_CONTEXT) : null,
          from: row.mail_from,
        };
      }
    } catch (error) {
      options.onError?.(error);
      value = held?.value ?? null;
    }
    held = { value, at: now() };
    return value;
  };
  return Object.assign(read, {
    forget() {
      held = undefined;
    },
  });
}

const readers = new WeakMap<object, StoredSmtpReader>();

/** The process's reader of the stored mail server (one per database pool). */
export function storedSmtpOf(context: { sql: Sql; config: { SECRETS_KEY?: string | undefined; SECRETS_PREVIOUS_KEYS?: string | undefined; DATA_DIR: string } }): StoredSmtpReader {
  let reader = readers.get(context.sql);
  if (!reader) {
    reader = createStoredSmtpReader({ sql: context.sql, box: loadSecretBox(context.config) });
    readers.set(context.sql, reader);
  }
  return reader;
}
