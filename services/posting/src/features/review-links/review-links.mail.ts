import type { LANGUAGES } from '@cadence/contracts';

type Language = (typeof LANGUAGES)[number];

interface MailText {
  subject: (sender: string, count: number) => string;
  intro: (sender: string, count: number) => string;
  note: string;
  action: string;
  expires: (date: string) => string;
  ignore: string;
}

const TEXTS: Record<Language, MailText> = {
  en: {
    subject: (sender, count) => (count === 1 ? `${sender} asks you to review a post` : `${sender} asks you to review ${count} posts`),
    intro: (sender, count) => `${sender} would like your approval before ${count === 1 ? 'a post goes' : `${count} posts go`} out on social media. You can approve or request changes without an account.`,
    note: 'Their note:',
    action: 'Review',
    expires: (date) => `This link works until ${date}.`,
    ignore: 'If you were not expecting this, you can ignore this e-mail.',
  },
  fr: {
    subject: (sender, count) => (count === 1 ? `${sender} vous demande de relire une publication` : `${sender} vous demande de relire ${count} publications`),
    intro: (sender, count) => `${sender} souhaite votre accord avant que ${count === 1 ? 'une publication parte' : `${count} publications partent`} sur les réseaux sociaux. Vous pouvez approuver ou demander des modifications sans compte.`,
    note: 'Son message :',
    action: 'Relire',
    expires: (date) => `Ce lien est valable jusqu’au ${date}.`,
    ignore: 'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
  },
  ro: {
    subject: (sender, count) => (count === 1 ? `${sender} vă roagă să revizuiți o postare` : `${sender} vă roagă să revizuiți ${count} postări`),
    intro: (sender, count) => `${sender} dorește aprobarea dumneavoastră înainte ca ${count === 1 ? 'o postare să apară' : `${count} postări să apară`} pe rețelele sociale. Puteți aproba sau cere modificări fără cont.`,
    note: 'Mesajul său:',
    action: 'Revizuiți',
    expires: (date) => `Acest link este valabil până la ${date}.`,
    ignore: 'Dacă nu vă așteptați la acest mesaj, îl puteți ignora.',
  },
  zh: {
    subject: (sender, count) => (count === 1 ? `${sender} 请您审阅一条帖子` : `${sender} 请您审阅 ${count} 条帖子`),
    intro: (sender, count) => `${sender} 希望在${count === 1 ? '这条帖子' : ` ${count} 条帖子`}发布到社交媒体之前获得您的批准。您无需账户即可批准或要求修改。`,
    note: '留言：',
    action: '审阅',
    expires: (date) => `此链接有效期至 ${date}。`,
    ignore: '如果您并未期待此邮件，可以忽略它。',
  },
};

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The review link's mail in the sender's chosen language. */
export function reviewLinkMail(input: { language: Language; sender: string; count: number; link: string; message: string | null; expiresAt: Date }): { subject: string; text: string; html: string } {
  const t = TEXTS[input.language];
  const date = new Intl.DateTimeFormat(input.language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(input.expiresAt) + ' UTC';
  const lines = [t.intro(input.sender, input.count), ...(input.message ? ['', t.note, input.message] : []), '', `${t.action}: ${input.link}`, '', t.expires(date), t.ignore];
  const html = [
    `<p>${escape(t.intro(input.sender, input.count))}</p>`,
    ...(input.message ? [`<p>${escape(t.note)}<br>${escape(input.message).replace(/\n/g, '<br>')}</p>`] : []),
    `<p><a href="${escape(input.link)}">${escape(t.action)}</a></p>`,
    `<p>${escape(t.expires(date))}<br>${escape(t.ignore)}</p>`,
  ].join('\n');
  return { subject: t.subject(input.sender, input.count), text: lines.join('\n'), html };
}
