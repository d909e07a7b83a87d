import type { MailSeal } from '@cadence/mailer';
import { loadSecretBox } from '@cadence/service-kit';

const CONTEXT = 'auth.mails';

/**
 * Kept mails hold live reset links, invitation tokens and verification codes: their bodies are
 * encrypted with the secrets key (SECRETS_KEY, else the key under DATA_DIR/keys). A body written
 * before encryption reads as it is.
 */
export function mailSealOf(config: { SECRETS_KEY?: string | undefined; SECRETS_PREVIOUS_KEYS?: string | undefined; DATA_DIR: string }): MailSeal {
  const box = loadSecretBox(config);
  return {
    seal: (text) => box.encrypt(text, CONTEXT),
    open: (stored) => (stored.startsWith('v1.') ? box.decrypt(stored, CONTEXT) : stored),
  };
}
