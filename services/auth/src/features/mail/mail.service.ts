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

/** What the mail log shows in place of a one-time secret. */
export const REDACTED = '[redacted]';

/**
 * One-time links and codes sign in, verify an address or join a workspace as whoever holds them:
 * the mail log never shows them, so reading mail (MonitoringServices) grants nobody's account nor
 * a seat in a workspace. Every link's token is hidden, whatever the mail's kind, and so is the
 * verification code (six digits). Staff reset passwords in the users
 * admin; an invitation's link is copied by its workspace's owner or admins.
 */
export function redactSecrets(kind: string, text: string): string {
  const links = text.replace(/([?&]token=)[^\s&#]+/g, `$1${REDACTED}`);
  return kind === 'email-verification' ? links.replace(/\b\d{6}\b/g, REDACTED) : links;
}

function toMail(seal: MailSeal, stored: MailRow): Mail {
  const row = { ...stored, text: seal.open(stored.text) };
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    text: redactSecrets(row.kind, row.text),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
  };
}

export async function list(db: Executor, seal: MailSeal, query: MailListQuery): Promise<PageResult<Mail>> {
  const page = await listMails(db, authMail, query);
  return { ...page, rows: page.rows.map((row) => toMail(seal, row)) };
}
