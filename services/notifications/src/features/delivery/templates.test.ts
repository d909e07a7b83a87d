import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cadence/contracts';
import { readerLanguage } from '@cadence/contracts';
import { invitationAcceptedContent, invitationContent, memberRemovedContent, welcomeContent, type NotificationContent } from './content';
import { paymentContent, subscriptionContent } from './billing-content';
import { accountBrokenContent, postApprovedContent, postFailedContent, postPublishedContent, postRejectedContent, postSubmittedContent } from './post-content';
import { ticketAssignedContent, ticketCreatedContent, ticketRepliedContent, ticketStatusContent } from './support-content';
import { hireAnsweredContent, hireEndedContent, hireRequestedContent } from './hire-content';
import { TEMPLATES, retell } from './templates';

const built: NotificationContent[] = [
  welcomeContent({ name: 'Ana' }),
  invitationContent({ inviterName: 'Ana', workspaceName: 'Acme', role: 'editor' }),
  invitationAcceptedContent({ memberName: 'Bo' }),
  memberRemovedContent(),
  paymentContent('payment_succeeded', { amount: 13200, currency: 'EUR', planName: 'Scale' }),
  subscriptionContent('downgrade_scheduled', { planName: 'Creator', effectiveAt: '2026-12-01T00:00:00.000Z' }),
  postSubmittedContent({ authorName: 'Ana', excerpt: 'Spring sale starts today' }),
  postApprovedContent({ reviewerName: 'Bo', excerpt: 'Spring sale', comment: null, scheduled: true }),
  postRejectedContent({ reviewerName: 'Bo', excerpt: 'Spring sale', comment: 'Too long' }),
  postPublishedContent({ excerpt: 'Spring sale', platforms: ['bluesky', 'wordpress'] }),
  accountBrokenContent({ type: 'wordpress', name: 'Blog', reason: 'The password was revoked' }),
  postFailedContent({ excerpt: 'Spring sale', failed: 1, total: 2 }),
  ticketCreatedContent({ title: 'Posts fail', name: 'Claire' }),
  ticketRepliedContent({ title: 'Posts fail', fromStaff: true, name: 'Sam' }),
  ticketStatusContent({ title: 'Posts fail', status: 'resolved' }),
  ticketAssignedContent({ title: 'Posts fail' }),
  hireRequestedContent({ name: 'Claire', startsOn: '2027-05-01', endsOn: '2027-05-31' }),
  hireAnsweredContent({ name: 'Ana', answer: 'accepted' }),
  hireAnsweredContent({ name: 'Ana', answer: 'declined' }),
  hireEndedContent({ name: 'Ana', to: 'client' }),
  hireEndedContent({ name: 'Claire', to: 'creator' }),
];

describe('notification templates', () => {
  it('tell every generated notification again, from its stored JSON, as it was first written, in every language', () => {
    expect(new Set(built.map((content) => content.template?.key))).toEqual(new Set(Object.keys(TEMPLATES)));
    for (const content of built) {
      const stored = JSON.parse(JSON.stringify(content.template));
      for (const language of LANGUAGES) expect(retell(stored, language), `${stored.key} in ${language}`).toBe(content.render(language).message);
    }
  });

  it('give up on a template they do not know or arguments that no longer fit', () => {
    expect(retell({ key: 'nothing', args: [] }, 'fr')).toBeNull();
    expect(retell({ key: 'toString', args: [] }, 'fr')).toBeNull();
    expect(retell({ key: 'welcome', args: [] }, 'fr')).toBeNull();
  });

  it('read the reader’s language from Accept-Language', () => {
    expect(readerLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(readerLanguage('zh-Hans')).toBe('zh');
    expect(readerLanguage('de-DE')).toBeUndefined();
    expect(readerLanguage(undefined)).toBeUndefined();
  });
});
