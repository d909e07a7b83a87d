import { type AUTH_MAIL_KINDS, type Mail, type MailListQuery } from '@cadence/contracts';
import type { Executor, PageResult } from '@cadence/db';
import { listMails, queueMail, type MailRow, type MailSeal } from '@cadence/mailer';
import { authMail } from '../../db/schema';
import { invitationMail, passwordResetMail, verificationMail, type InvitationMail, type Locale, type PasswordResetMail, type VerificationMail } from './templates';

type MailKind = (typeof AUTH_MAIL_KINDS)[number];

/** Links in mails point at the web app's public address. */
export function link(publicUrl: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** Queues a mail with its bodies sealed: they carry one-time links and codes. */
export function mailerOf(seal: MailSeal) {
  const queue = async (tx: Executor, to: string, kind: MailKind, rendered: { subject: string; text: string; html: string }): Promise<void> => {
    await queueMail(tx, authMail, { to, kind, ...rendered }, seal);
  };
  return {
    verification: (tx: Executor, to: string, locale: Locale, mail: VerificationMail) => queue(tx, to, 'email-verification', verificationMail(locale, mail)),
    passwordReset: (tx: Executor, to: string, locale: Locale, mail: PasswordResetMail) => queue(tx, to, 'password-reset', passwordResetMail(locale, mail)),
    invitation: (tx: Executor, to: string, locale: Locale, mail: InvitationMail) => queue(tx, to, 'invitation', invitationMail(locale, mail)),
  };
}

/**
 * A reset link signs in as its owner: the mail log never shows it, so reading mail does not
 * grant other people's accounts (staff who manage users reset passwords there instead).
 */
function visibleText(row: MailRow): string {
  return row.kind === 'password-reset' ? row.text.replace(/([?&]token=)[^\s&]+/g, '$1[hidden]') : row.text;
}

function toMail(seal: MailSeal, stored: MailRow): Mail {
  const row = { ...stored, text: seal.open(stored.text) };
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    text: visibleText(row),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
  };
}

export async function list(db: Executor, seal: MailSeal, query: MailListQuery): Promise<PageResult<Mail>> {
  const page = await listMails(db, authMail, query);
  return { ...page, rows: page.rows.map((row) => toMail(seal, row)) };
}
