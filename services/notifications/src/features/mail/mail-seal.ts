import type { MailSeal } from '@cadence/mailer';
import { loadSecretBox } from '@cadence/service-kit';

const CONTEXT = 'notifications.mails';

/**
 * Kept notification mails hold what people were told (ticket replies, payments, names): their
 * bodies are encrypted at rest with the secrets key (SECRETS_KEY, else the key under
 * DATA_DIR/keys), as auth's mails are. A body written before encryption reads as it is.
 */
export function mailSealOf(config: { SECRETS_KEY?: string | undefined; SECRETS_PREVIOUS_KEYS?: string | undefined; DATA_DIR: string }): MailSeal {
  const box = loadSecretBox(config);
  return {
    seal: (text) => box.encrypt(text, CONTEXT),
    open: (stored) => (stored.startsWith('v1.') ? box.decrypt(stored, CONTEXT) : stored),
  };
}

/** What the mail log shows in place of a one-time secret. */
export const REDACTED = '[redacted]';

/** The mail log never shows a link's one-time token (none is mailed today; any would be hidden). */
export function redactSecrets(text: string): string {
  return text.replace(/([?&]token=)[^\s&#]+/g, `$1${REDACTED}`);
}
