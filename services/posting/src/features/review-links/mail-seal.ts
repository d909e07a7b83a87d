import type { MailSeal } from '@cadence/mailer';
import { loadSecretBox } from '@cadence/service-kit';

/** Bound into each sealed body, so a body copied into another table or column does not open there. */
const CONTEXT = 'posting.mails';

/**
 * Posting's kept mails carry review links, whose token lets anyone approve the posts: their
 * bodies are encrypted with the secrets key (SECRETS_KEY, else the key under DATA_DIR/keys), as
 * auth's mails are, and opened only by the sender. A body written before sealing reads as it is.
 */
export function mailSealOf(config: { SECRETS_KEY?: string | undefined; SECRETS_PREVIOUS_KEYS?: string | undefined; DATA_DIR: string }): MailSeal {
  const box = loadSecretBox(config);
  return {
    seal: (text) => box.encrypt(text, CONTEXT),
    open: (stored) => (stored.startsWith('v1.') ? box.decrypt(stored, CONTEXT) : stored),
  };
}
