// The ticket's values alone, without schemas, so a screen's URL check can name them cheaply.

/** SPEC §4 ticket statuses. */
export const TICKET_STATUSES = ['open', 'in_progress', 'assigned', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * SPEC §9 ticket categories and priorities; `nonprofit` is a request for the nonprofit discount
 * (SPEC §1: verified through support), which staff approve to have billing grant it.
 */
export const TICKET_CATEGORIES = ['basic', 'billing', 'technical', 'account', 'support', 'feature_request', 'nonprofit'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/**
 * SPEC §4 list labels: Open Ticket (open, and assigned but not yet taken up), Processing
 * (in_progress), Resolved (resolved and closed).
 */
export const TICKET_LABELS = ['open', 'processing', 'resolved'] as const;
export type TicketLabel = (typeof TICKET_LABELS)[number];
export const TICKET_LABEL_STATUSES: Record<TicketLabel, readonly TicketStatus[]> = {
  open: ['open', 'assigned'],
  processing: ['in_progress'],
  resolved: ['resolved', 'closed'],
};
