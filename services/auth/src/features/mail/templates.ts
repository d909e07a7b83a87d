import type { LANGUAGES } from '@cadence/contracts';

export type Locale = (typeof LANGUAGES)[number];

/** A mail ready to queue: subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface VerificationMail {
  name: string;
  code: string;
  link: string;
  validHours: number;
}

export interface PasswordResetMail {
  name: string;
  link: string;
  validMinutes: number;
}

export interface InvitationMail {
  inviterName: string;
  workspaceName: string;
  role: string;
  teamName: string | null;
  link: string;
  validDays: number;
}

interface Texts {
  greeting: (name: string) => string;
  signature: string;
  verification: {
    subject: string;
    intro: string;
    codeLabel: string;
    linkLabel: string;
    validity: (hours: number) => string;
    ignore: string;
  };
  reset: {
    subject: string;
    intro: string;
    action: string;
    validity: (minutes: number) => string;
    ignore: string;
  };
  invitation: {
    subject: (inviter: string, workspace: string) => string;
    intro: (inviter: string, workspace: string, role: string) => string;
    team: (team: string) => string;
    action: string;
    validity: (days: number) => string;
    ignore: string;
  };
  roles: Record<string, string>;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    signature: 'The Cadence team',
    verification: {
      subject: 'Your Cadence verification code',
      intro: 'Confirm your e-mail address to finish setting up your Cadence account.',
      codeLabel: 'Your verification code:',
      linkLabel: 'Or open this link:',
      validity: (hours) => `The code and the link are valid for ${hours} hours.`,
      ignore: 'If you did not create an account, you can ignore this e-mail.',
    },
    reset: {
      subject: 'Reset your Cadence password',
      intro: 'Someone asked to reset the password of your Cadence account.',
      action: 'Choose a new password here:',
      validity: (minutes) => `The link is valid for ${minutes} minutes and works once.`,
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
    invitation: {
      subject: (inviter, workspace) => `${inviter} invited you to ${workspace} on Cadence`,
      intro: (inviter, workspace, role) => `${inviter} invited you to join the workspace ${workspace} as ${role}.`,
      team: (team) => `You will be part of the team ${team}.`,
      action: 'Accept the invitation here:',
      validity: (days) => `The invitation is valid for ${days} days.`,
      ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
    },
    roles: { admin: 'admin', editor: 'editor', contributor: 'contributor', viewer: 'viewer' },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    signature: "L'équipe Cadence",
    verification: {
      subject: 'Votre code de vérification Cadence',
      intro: 'Confirmez votre adresse e-mail pour terminer la création de votre compte Cadence.',
      codeLabel: 'Votre code de vérification :',
      linkLabel: 'Ou ouvrez ce lien :',
      validity: (hours) => `Le code et le lien sont valables ${hours} heures.`,
      ignore: "Si vous n'avez pas créé de compte, ignorez cet e-mail.",
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe Cadence',
      intro: 'Une réinitialisation du mot de passe de votre compte Cadence a été demandée.',
      action: 'Choisissez un nouveau mot de passe ici :',
      validity: (minutes) => `Le lien est valable ${minutes} minutes et ne fonctionne qu'une fois.`,
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    },
    invitation: {
      subject: (inviter, workspace) => `${inviter} vous invite à rejoindre ${workspace} sur Cadence`,
      intro: (inviter, workspace, role) => `${inviter} vous invite à rejoindre l'espace de travail ${workspace} en tant que ${role}.`,
      team: (team) => `Vous ferez partie de l'équipe ${team}.`,
      action: "Acceptez l'invitation ici :",
      validity: (days) => `L'invitation est valable ${days} jours.`,
      ignore: "Si vous n'attendiez pas cette invitation, ignorez cet e-mail.",
    },
    roles: { admin: 'administrateur', editor: 'éditeur', contributor: 'contributeur', viewer: 'lecteur' },
  },
  ro: {
    greeting: (name) => `Bună ziua, ${name},`,
    signature: 'Echipa Cadence',
    verification: {
      subject: 'Codul tău de verificare Cadence',
      intro: 'Confirmă adresa de e-mail pentru a finaliza crearea contului Cadence.',
      codeLabel: 'Codul tău de verificare:',
      linkLabel: 'Sau deschide acest link:',
      validity: (hours) => `Codul și linkul sunt valabile ${hours} de ore.`,
      ignore: 'Dacă nu ai creat un cont, poți ignora acest e-mail.',
    },
    reset: {
      subject: 'Resetează parola Cadence',
      intro: 'Cineva a cerut resetarea parolei contului tău Cadence.',
      action: 'Alege o parolă nouă aici:',
      validity: (minutes) => `Linkul este valabil ${minutes} de minute și funcționează o singură dată.`,
      ignore: 'Dacă nu ai cerut acest lucru, ignoră acest e-mail: parola rămâne neschimbată.',
    },
    invitation: {
      subject: (inviter, workspace) => `${inviter} te-a invitat în ${workspace} pe Cadence`,
      intro: (inviter, workspace, role) => `${inviter} te-a invitat să te alături spațiului de lucru ${workspace} ca ${role}.`,
      team: (team) => `Vei face parte din echipa ${team}.`,
      action: 'Acceptă invitația aici:',
      validity: (days) => `Invitația este valabilă ${days} zile.`,
      ignore: 'Dacă nu te așteptai la această invitație, poți ignora acest e-mail.',
    },
    roles: { admin: 'administrator', editor: 'editor', contributor: 'colaborator', viewer: 'vizitator' },
  },
  zh: {
    greeting: (name) => `${name}，您好：`,
    signature: 'Cadence 团队',
    verification: {
      subject: '您的 Cadence 验证码',
      intro: '请确认您的电子邮件地址，以完成 Cadence 账户的设置。',
      codeLabel: '您的验证码：',
      linkLabel: '或打开此链接：',
      validity: (hours) => `验证码和链接的有效期为 ${hours} 小时。`,
      ignore: '如果您没有创建账户，请忽略此邮件。',
    },
    reset: {
      subject: '重置您的 Cadence 密码',
      intro: '有人请求重置您 Cadence 账户的密码。',
      action: '请在此设置新密码：',
      validity: (minutes) => `该链接的有效期为 ${minutes} 分钟，且只能使用一次。`,
      ignore: '如果这不是您本人的操作，请忽略此邮件：您的密码不会改变。',
    },
    invitation: {
      subject: (inviter, workspace) => `${inviter} 邀请您加入 Cadence 上的 ${workspace}`,
      intro: (inviter, workspace, role) => `${inviter} 邀请您以${role}身份加入工作区 ${workspace}。`,
      team: (team) => `您将加入团队 ${team}。`,
      action: '在此接受邀请：',
      validity: (days) => `邀请的有效期为 ${days} 天。`,
      ignore: '如果您没有预料到此邀请，请忽略此邮件。',
    },
    roles: { admin: '管理员', editor: '编辑', contributor: '贡献者', viewer: '查看者' },
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

type Block = { kind: 'text'; value: string } | { kind: 'code'; value: string } | { kind: 'link'; value: string };

/** One layout for every mail: the same blocks as plain text and as simple, escaped HTML. */
function layout(locale: Locale, subject: string, blocks: Block[]): RenderedMail {
  const t = TEXTS[locale];
  const text = [...blocks.map((block) => block.value), '', t.signature].join('\n\n').replace(/\n{3,}/g, '\n\n');
  const body = blocks
    .map((block) => {
      const value = escapeHtml(block.value);
      if (block.kind === 'code') return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${value}</p>`;
      if (block.kind === 'link') return `<p><a href="${value}">${value}</a></p>`;
      return `<p>${value}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">\n${body}\n<p>${escapeHtml(t.signature)}</p>\n</body></html>`;
  return { subject, text, html };
}

export function verificationMail(locale: Locale, mail: VerificationMail): RenderedMail {
  const t = TEXTS[locale];
  const v = t.verification;
  return layout(locale, v.subject, [
    { kind: 'text', value: t.greeting(mail.name) },
    { kind: 'text', value: v.intro },
    { kind: 'text', value: v.codeLabel },
    { kind: 'code', value: mail.code },
    { kind: 'text', value: v.linkLabel },
    { kind: 'link', value: mail.link },
    { kind: 'text', value: v.validity(mail.validHours) },
    { kind: 'text', value: v.ignore },
  ]);
}

export function passwordResetMail(locale: Locale, mail: PasswordResetMail): RenderedMail {
  const t = TEXTS[locale];
  const r = t.reset;
  return layout(locale, r.subject, [
    { kind: 'text', value: t.greeting(mail.name) },
    { kind: 'text', value: r.intro },
    { kind: 'text', value: r.action },
    { kind: 'link', value: mail.link },
    { kind: 'text', value: r.validity(mail.validMinutes) },
    { kind: 'text', value: r.ignore },
  ]);
}

export function invitationMail(locale: Locale, mail: InvitationMail): RenderedMail {
  const t = TEXTS[locale];
  const i = t.invitation;
  const role = t.roles[mail.role] ?? mail.role;
  return layout(locale, i.subject(mail.inviterName, mail.workspaceName), [
    { kind: 'text', value: i.intro(mail.inviterName, mail.workspaceName, role) },
    ...(mail.teamName ? [{ kind: 'text' as const, value: i.team(mail.teamName) }] : []),
    { kind: 'text', value: i.action },
    { kind: 'link', value: mail.link },
    { kind: 'text', value: i.validity(mail.validDays) },
    { kind: 'text', value: i.ignore },
  ]);
}

/** The template languages, for tests that check each one renders. */
export const MAIL_LOCALES = Object.keys(TEXTS) as Locale[];
