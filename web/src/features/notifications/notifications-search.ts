import { listSearchValidator } from '../../components/data-table/list-search';
import { NOTIFICATION_PAGE_SIZE, type NotificationFilter } from './queries';

/** The full page's state in the URL: ?status=unread&page=2&limit=20 (defaults left out). */
export interface NotificationsSearch {
  status?: NotificationFilter;
  page?: number;
  limit?: number;
}

const listSearch = listSearchValidator(['createdAt']);

/** Anything malformed in a hand-edited URL is dropped rather than refused. */
export function validateNotificationsSearch(raw: Record<string, unknown>): NotificationsSearch {
  const { page, limit } = listSearch(raw);
  const result: NotificationsSearch = {};
  if (raw.status === 'unread' || raw.status === 'read') result.status = raw.status;
  if (page !== undefined) result.page = page;
  if (limit !== undefined && limit !== NOTIFICATION_PAGE_SIZE) result.limit = limit;
  return result;
}
