import escapeHtml from 'escape-html';
import { translate, type Language } from './content';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailInput {
  language: Language;
  name: string;
  subject: string;
  message: string;
  /** The notifications page, where the reader also changes what they receive. */
  pageUrl: string;
  /** The screen the notification is about, with its button label; the notifications page otherwise. */
  link?: { url: string; label: string };
}

const HTML_LANG: Record<Language, string> = { en: 'en', fr: 'fr', ro: 'ro', zh: 'zh-Hans' };

/**
 * A notification e-mail: greeting, the message, a link to its screen (or the notifications page) and why the
 * reader gets it. Every piece of text is escaped before it enters the HTML; line breaks of a
 * staff message are kept.
 */
export function renderMail(input: MailInput): RenderedMail {
  const greeting = translate(input.language, 'mail.greeting', { name: input.name });
  const open = input.link?.label || translate(input.language, 'mail.open');
  const openUrl = input.link?.url ?? input.pageUrl;
  const footer = translate(input.language, 'mail.footer', { url: input.pageUrl });
  const text = `${greeting}\n\n${input.message}\n\n${open}: ${openUrl}\n\n--\n${footer}\n`;
  const paragraph = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');
  const html = [
    '<!doctype html>',
    `<html lang="${HTML_LANG[input.language]}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">',
    `<p style="margin:0 0 16px">${paragraph(greeting)}</p>`,
    `<p style="margin:0 0 24px">${paragraph(input.message)}</p>`,
    `<p style="margin:0 0 24px"><a href="${escapeHtml(openUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(open)}</a></p>`,
    `<p style="margin:0;padding-top:16px;border-top:1px solid #e4e7eb;font-size:12px;color:#616e7c">${paragraph(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: input.subject, text, html };
}
