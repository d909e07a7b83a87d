import { translate, type NotificationContent } from './content';

/** Where each side follows its hires in the web app. */
export const CREATOR_HIRES_PATH = '/post/become-content-creator';
export const CLIENT_HIRES_PATH = '/post/hire-a-professional?view=hires';

/** A workspace's hire request, told to the creator: who asks and for which dates. */
export function hireRequestedContent(values: { name: string; startsOn: string; endsOn: string }): NotificationContent {
  return {
    type: 'hire_requested',
    path: CREATOR_HIRES_PATH,
    template: { key: 'hireRequested', args: [values] },
    render: (lng) => ({ message: translate(lng, 'hire_requested.message', values), subject: translate(lng, 'hire_requested.subject', values), action: translate(lng, 'hire_requested.action') }),
  };
}

/** The creator's answer, told to the workspace's requester. */
export function hireAnsweredContent(values: { name: string; answer: 'accepted' | 'declined' }): NotificationContent {
  const kind = values.answer === 'accepted' ? 'hire_accepted' : 'hire_declined';
  return {
    type: kind,
    path: CLIENT_HIRES_PATH,
    template: { key: 'hireAnswered', args: [values] },
    render: (lng) => ({ message: translate(lng, `${kind}.message`, { name: values.name }), subject: translate(lng, `${kind}.subject`, { name: values.name }), action: translate(lng, 'hire_ended.toClient') }),
  };
}

/** An ended hire, told to the side that did not end it: the workspace's requester or the creator. */
export function hireEndedContent(values: { name: string; to: 'client' | 'creator' }): NotificationContent {
  const toClient = values.to === 'client';
  return {
    type: 'hire_ended',
    path: toClient ? CLIENT_HIRES_PATH : CREATOR_HIRES_PATH,
    template: { key: 'hireEnded', args: [values] },
    render: (lng) => ({
      message: translate(lng, toClient ? 'hire_ended.byCreator' : 'hire_ended.byClient', { name: values.name }),
      subject: translate(lng, 'hire_ended.subject', { name: values.name }),
      action: translate(lng, toClient ? 'hire_ended.toClient' : 'hire_requested.action'),
    }),
  };
}
