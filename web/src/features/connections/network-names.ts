import type { AccountType } from '@cadence/contracts';

/** Field names the adapters use, with their translated label (others show the adapter's own label). */
export const FIELD_LABELS = {
  handle: 'fields.handle',
  identifier: 'fields.identifier',
  appPassword: 'fields.appPassword',
  password: 'fields.password',
  pdsUrl: 'fields.pdsUrl',
  service: 'fields.service',
  serviceUrl: 'fields.serviceUrl',
  siteUrl: 'fields.siteUrl',
  url: 'fields.url',
  username: 'fields.username',
  applicationPassword: 'fields.applicationPassword',
} as const;

/** Where a network words a field its own way (WordPress calls its app password an application password). */
const FIELD_LABEL_OVERRIDES: Partial<Record<AccountType, Partial<Record<string, (typeof FIELD_LABELS)[keyof typeof FIELD_LABELS]>>>> = {
  'wordpress-org': { appPassword: 'fields.applicationPassword' },
};

export function fieldLabelKey(type: AccountType, name: string): (typeof FIELD_LABELS)[keyof typeof FIELD_LABELS] | undefined {
  const override = FIELD_LABEL_OVERRIDES[type]?.[name];
  if (override) return override;
  return Object.hasOwn(FIELD_LABELS, name) ? FIELD_LABELS[name as keyof typeof FIELD_LABELS] : undefined;
}

/** The account types whose connect dialog has its own explanation. */
export const PASSWORD_HELP: Partial<Record<AccountType, 'password.description.bluesky' | 'password.description.wordpress-org'>> = {
  bluesky: 'password.description.bluesky',
  'wordpress-org': 'password.description.wordpress-org',
};
