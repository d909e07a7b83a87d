import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { createDrizzle, type Sql } from '@cadence/db';
import { backoffDelay, Wakeup } from '@cadence/events';
import { mailChannel, type MailSeal } from './queue-mail';
import type { MailRow, MailTables } from './tables';

export interface MailLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailSenderOptions {
  sql: Sql;
  tables: MailTables;
  /** smtp:// or smtps:// URL (user and password in it). Without it, mails are kept for staff to read. */
  smtpUrl?: string | undefined;
  /** The From header, e.g. `Cadence <no-reply@example.com>`. */
  from: string;
  log: MailLogger;
  /** Mails taken per round. */
  batchSize?: number;
  /** The safety-net poll for a NOTIFY missed while the LISTEN connection was down. */
  pollIntervalMs?: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt, capped at an hour. */
  retryBaseMs?: number;
  /** Opens bodies queued with a seal. */
  seal?: MailSeal;
  /** The mail server staff saved, asked each round (cached by its reader); it wins over smtpUrl and from. */
  storedSmtp?: () => Promise<SmtpServer | null>;
}

/** A mail server given field by field (the one saved in the system settings). */
export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

function transportOf(server: SmtpServer): Transporter {
  return nodemailer.createTransport({ host: server.host, port: server.port, secure: server.secure, ...(server.user ? { auth: { user: server.user, pass: server.password ?? '' } } : {}) });
}

/** Sends one mail now through the given server (a staff member's test), and closes the connection. */
export async function sendMailNow(server: SmtpServer | { url: string; from: string }, mail: { to: string; subject: string; text: string }): Promise<void> {
  const transporter = 'url' in server ? nodemailer.createTransport(server.url) : transportOf(server);
  try {
    await transporter.sendMail({ from: server.from, ...mail });
  } finally {
    transporter.close();
  }
}

export interface MailSender {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One round: handles up to batchSize due mails and returns how many. */
  runOnce(): Promise<number>;
}

const HOUR_MS = 60 * 60 * 1000;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Delivers the queued mails of one schema. Each round locks due rows with SKIP LOCKED, so
 * several processes share the work without sending a mail twice at the same time; a process
 * that dies mid-send leaves the row pending and it is retried (SMTP delivery is at-least-once).
 * Without an SMTP URL every mail is marked `kept`: nothing is dropped silently, and staff can
 * read it.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { tables, log } = options;
  const { mails } = tables;
  const db = createDrizzle(options.sql);
  const batchSize = options.batchSize ?? 20;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const envTransporter: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let stored: { key: string; transporter: Transporter } | undefined;

  /** The server this round uses: the stored one when staff saved one, else the environment's. */
  async function serverOfRound(): Promise<{ transporter: Transporter | undefined; from: string }> {
    const server = options.storedSmtp ? await options.storedSmtp() : null;
    if (!server) return { transporter: envTransporter, from: options.from };
    const key = JSON.stringify(server);
    if (stored?.key !== key) {
      stored?.transporter.close();
      stored = { key, transporter: transportOf(server) };
    }
    return { transporter: stored.transporter, from: server.from };
  }

  const wakeup = new Wakeup();
  let running = false;
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function deliver(mail: MailRow, { transporter, from }: { transporter: Transporter | undefined; from: string }): Promise<Partial<MailRow>> {
    if (!transporter) return { status: 'kept' };
    try {
      const open = (body: string) => (options.seal ? options.seal.open(body) : body);
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: open(mail.text), html: mail.html === null ? undefined : open(mail.html) });
      return { status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1, error: null };
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= maxAttempts;
      log.warn({ mailId: mail.id, attempts, err: error }, `mail ${mail.id} could not be sent: ${messageOf(error)}`);
      return {
        status: failed ? 'failed' : 'pending',
        attempts,
        error: messageOf(error),
        nextAttemptAt: new Date(Date.now() + backoffDelay(attempts, { baseDelayMs: retryBaseMs, maxDelayMs: HOUR_MS })),
      };
    }
  }

  async function runOnce(): Promise<number> {
    const server = await serverOfRound();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mails)
        .where(and(eq(mails.status, 'pending'), lte(mails.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mails.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const mail of due) {
        const change = await deliver(mail, server);
        await tx.update(mails).set(change).where(eq(mails.id, mail.id));
      }
      return due.length;
    });
  }

  async function run(): Promise<void> {
    while (running) {
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        log.error({ err: error }, `mail sender round failed: ${messageOf(error)}`);
      }
      if (running && handled < batchSize) await wakeup.wait(pollIntervalMs);
    }
  }

  return {
    name: `mail-sender:${mailChannel(tables)}`,
    runOnce,
    async start() {
      if (loop) return;
      running = true;
      if (!envTransporter && !options.storedSmtp) log.info({}, 'no SMTP_URL: mails are kept for staff to read instead of sent');
      try {
        const ring = () => wakeup.ring();
        const listening = await options.sql.listen(mailChannel(tables), ring, ring);
        unlisten = () => listening.unlisten();
      } catch (error) {
        log.warn({ err: error }, `mail sender could not LISTEN, polling only: ${messageOf(error)}`);
      }
      loop = run();
    },
    async stop() {
      if (!loop) return;
      running = false;
      wakeup.ring();
      await loop;
      loop = undefined;
      if (unlisten) await unlisten();
      unlisten = undefined;
      envTransporter?.close();
      stored?.transporter.close();
      stored = undefined;
    },
  };
}
