import { ACCOUNT_TYPES, CONNECT_OUTCOMES, type AccountType } from '@cadence/contracts';

/** What the OAuth callback puts in /manage_platform's address: the outcome of a connection. */
export interface ConnectSearch {
  connection?: (typeof CONNECT_OUTCOMES)[number];
  type?: AccountType;
  account?: number;
  selection?: string;
  code?: string;
  message?: string;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 ? value.slice(0, max) : undefined);

export function validateConnectSearch(raw: Record<string, unknown>): ConnectSearch {
  const search: ConnectSearch = {};
  const connection = CONNECT_OUTCOMES.find((value) => value === raw.connection);
  if (!connection) return search;
  search.connection = connection;
  const type = ACCOUNT_TYPES.find((value) => value === raw.type);
  if (type) search.type = type;
  const account = Number(raw.account);
  if (Number.isInteger(account) && account > 0) search.account = account;
  const selection = text(raw.selection, 64);
  if (selection && /^[0-9a-f-]{36}$/i.test(selection)) search.selection = selection;
  const code = text(raw.code, 80);
  if (code) search.code = code;
  const message = text(raw.message, 500);
  if (message) search.message = message;
  return search;
}
