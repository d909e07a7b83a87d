import { invitationAcceptedContent, invitationContent, memberRemovedContent, welcomeContent, type ContentTemplate, type Language, type NotificationContent } from './content';
import { paymentContent, subscriptionContent } from './billing-content';
import { hireAnsweredContent, hireEndedContent, hireRequestedContent } from './hire-content';
import { ticketAssignedContent, ticketCreatedContent, ticketRepliedContent, ticketStatusContent } from './support-content';
import { accountBrokenContent, postApprovedContent, postFailedContent, postPublishedContent, postRejectedContent, postSubmittedContent } from './post-content';

type Builder = (...args: never[]) => NotificationContent;

/** Every builder whose notifications are told again in the reader's language, by the key it keeps. */
export const TEMPLATES: Readonly<Record<string, Builder>> = {
  welcome: welcomeContent,
  invitation: invitationContent,
  invitationAccepted: invitationAcceptedContent,
  memberRemoved: memberRemovedContent,
  payment: paymentContent,
  subscription: subscriptionContent,
  postSubmitted: postSubmittedContent,
  postApproved: postApprovedContent,
  postRejected: postRejectedContent,
  postPublished: postPublishedContent,
  accountBroken: accountBrokenContent,
  postFailed: postFailedContent,
  ticketCreated: ticketCreatedContent,
  ticketReplied: ticketRepliedContent,
  ticketStatus: ticketStatusContent,
  ticketAssigned: ticketAssignedContent,
  hireRequested: hireRequestedContent,
  hireAnswered: hireAnsweredContent,
  hireEnded: hireEndedContent,
};

/**
 * A stored notification's text in `language`, written again from its template; null when the
 * template is unknown or its arguments no longer fit (the stored text is shown then).
 */
export function retell(template: ContentTemplate, language: Language): string | null {
  const build = Object.hasOwn(TEMPLATES, template.key) ? (TEMPLATES[template.key] as (...args: unknown[]) => NotificationContent) : undefined;
  if (!build || !Array.isArray(template.args)) return null;
  try {
    const message = build(...template.args).render(language).message;
    // A placeholder left unfilled: the arguments are not the ones the builder takes now.
    return message.includes('{{') ? null : message;
  } catch {
    return null;
  }
}
