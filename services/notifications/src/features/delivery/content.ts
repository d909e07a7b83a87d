import i18next from 'i18next';
import { LANGUAGES, type Language, type NotificationType, type StaffNotificationType } from '@cadence/contracts';
import { en } from './messages/en';
import { fr } from './messages/fr';
import { ro } from './messages/ro';
import { zh } from './messages/zh';

export type { Language };

/** Texts are plain; the mail layout escapes what it puts into HTML. */
const translator = i18next.createInstance();
void translator.init({
  resources: { en: { translation: en }, fr: { translation: fr }, ro: { translation: ro }, zh: { translation: zh } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** A user's language, English when it is not one the product speaks. */
export function languageOf(locale: string | null | undefined): Language {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : 'en';
}


/** What a notification says in one language: the in-app text and the subject of its e-mail. */
export interface RenderedContent {
  message: string;
  subject: string;
  /** The label of the e-mail's button when the notification links to its own screen. */
  action?: string;
}

/** How a notification was written: a builder of the template registry (templates.ts) and its arguments, as JSON. */
export interface ContentTemplate {
  key: string;
  args: unknown[];
}

/** A notification before it is addressed: its kind, its text in any language and, when generated, how it was written. */
export interface NotificationContent {
  type: NotificationType;
  render(language: Language): RenderedContent;
  template?: ContentTemplate;
  /** The web app's screen the notification is about (path and query); the notifications page otherwise. */
  path?: string;
}

export function translate(language: Language, key: string, values: Record<string, string> = {}): string {
  return translator.t(key, { lng: language, ...values });
}

export function welcomeContent(values: { name: string }): NotificationContent {
  return {
    type: 'welcome',
    template: { key: 'welcome', args: [values] },
    render: (lng) => ({ message: translate(lng, 'welcome.message', values), subject: translate(lng, 'welcome.subject') }),
  };
}

export function invitationContent(values: { inviterName: string; workspaceName: string; role: string }): NotificationContent {
  return {
    type: 'invitation',
    template: { key: 'invitation', args: [values] },
    render: (lng) => {
      const all = { ...values, role: translator.t(`roles.${values.role}`, { lng, defaultValue: values.role }) };
      return { message: translate(lng, 'invitation.message', all), subject: translate(lng, 'invitation.subject', all) };
    },
  };
}

export function invitationAcceptedContent(values: { memberName: string }): NotificationContent {
  return {
    type: 'invitation_accepted',
    template: { key: 'invitationAccepted', args: [values] },
    render: (lng) => ({ message: translate(lng, 'invitation_accepted.message', values), subject: translate(lng, 'invitation_accepted.subject', values) }),
  };
}

export function memberRemovedContent(): NotificationContent {
  return {
    type: 'member_removed',
    template: { key: 'memberRemoved', args: [] },
    render: (lng) => ({ message: translate(lng, 'member_removed.message'), subject: translate(lng, 'member_removed.subject') }),
  };
}

/** A staff send: their words as written, under a subject in the reader's language. */
export function staffContent(type: StaffNotificationType, message: string): NotificationContent {
  return { type, render: (lng) => ({ message, subject: translate(lng, `staff.${type}`) }) };
}
