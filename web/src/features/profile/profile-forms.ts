import { ChangePasswordBody, UpdateProfileBody, type SessionUser } from '@cadence/contracts';

export interface ProfileFormValues extends Record<string, unknown> {
  name: string;
  first_name: string;
  last_name: string;
}

export const PROFILE_FIELDS = ['name', 'first_name', 'last_name'] as const;

export function profileFormValues(user: SessionUser): ProfileFormValues {
  return { name: user.name, first_name: user.first_name ?? '', last_name: user.last_name ?? '' };
}

/** Blank first and last names are cleared (null), not sent empty. */
export function profileBody(values: ProfileFormValues): UpdateProfileBody {
  const first = values.first_name.trim();
  const last = values.last_name.trim();
  return { name: values.name.trim(), first_name: first === '' ? null : first, last_name: last === '' ? null : last };
}

export interface PasswordFormValues extends Record<string, unknown> {
  current_password: string;
  new_password: string;
  confirm: string;
}

export const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm'] as const;
export const EMPTY_PASSWORD: PasswordFormValues = { current_password: '', new_password: '', confirm: '' };

export function passwordBody(values: PasswordFormValues): ChangePasswordBody {
  return { current_password: values.current_password, new_password: values.new_password };
}

export function passwordCheck(values: PasswordFormValues) {
  return values.confirm !== '' && values.confirm !== values.new_password ? { confirm: { kind: 'mismatch' as const } } : {};
}

/** The settings page's sections, as ?section= or #hash name them. */
export const PROFILE_SECTIONS = ['profile', 'preferences', 'password'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export function sectionOf(value: unknown): ProfileSection | undefined {
  const text = typeof value === 'string' ? value.replace(/^#/, '') : '';
  return PROFILE_SECTIONS.find((section) => section === text);
}

export { ChangePasswordBody, UpdateProfileBody };
