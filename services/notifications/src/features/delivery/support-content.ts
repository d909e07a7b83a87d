import type { TicketStatus } from '@cadence/contracts';
import { translate, type NotificationContent } from './content';

/** A new ticket, told to the employees of the desk. */
export function ticketCreatedContent(values: { title: string; name: string }): NotificationContent {
  return {
    type: 'ticket_created',
    template: { key: 'ticketCreated', args: [values] },
    render: (lng) => ({ message: translate(lng, 'ticket_created.message', values), subject: translate(lng, 'ticket_created.subject', { title: values.title }) }),
  };
}

/** A reply on a support ticket: the client hears from support, the assigned employee from the client. */
export function ticketRepliedContent(values: { title: string; fromStaff: boolean; name: string }): NotificationContent {
  return {
    type: 'ticket_replied',
    template: { key: 'ticketReplied', args: [values] },
    render: (lng) => ({
      message: translate(lng, values.fromStaff ? 'ticket_replied.fromStaff' : 'ticket_replied.fromClient', { title: values.title, name: values.name }),
      subject: translate(lng, 'ticket_replied.subject', { title: values.title }),
    }),
  };
}

export function ticketStatusContent(values: { title: string; status: TicketStatus }): NotificationContent {
  return {
    type: 'ticket_status_changed',
    template: { key: 'ticketStatus', args: [values] },
    render: (lng) => {
      const status = translate(lng, `ticket_status_changed.statuses.${values.status}`);
      return { message: translate(lng, 'ticket_status_changed.message', { title: values.title, status }), subject: translate(lng, 'ticket_status_changed.subject', { status }) };
    },
  };
}

export function ticketAssignedContent(values: { title: string }): NotificationContent {
  return {
    type: 'ticket_assigned',
    template: { key: 'ticketAssigned', args: [values] },
    render: (lng) => ({ message: translate(lng, 'ticket_assigned.message', values), subject: translate(lng, 'ticket_assigned.subject') }),
  };
}
