import { CreateUserBody, UpdateUserBody, type AdminUser } from '@cadence/contracts';

/** What the user form holds (SPEC §3 "User (admin form)"). */
export interface UserFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  password: string;
  plans: string[];
  /** The day the granted plan ends (YYYY-MM-DD); empty: without end, or unchanged when editing. */
  plan_ends_at: string;
  status: boolean;
  email_verified: boolean;
  mobile_verified: boolean;
}

export const USER_FORM_FIELDS = ['name', 'email', 'password', 'plans', 'plan_ends_at', 'status', 'email_verified', 'mobile_verified'] as const;

export const EMPTY_USER: UserFormValues = { name: '', email: '', password: '', plans: [], plan_ends_at: '', status: true, email_verified: false, mobile_verified: false };

export function userFormValues(user: AdminUser): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    plans: [...user.plans],
    plan_ends_at: '',
    status: user.status === 'active',
    email_verified: user.email_verified,
    mobile_verified: user.mobile_verified,
  };
}

/** The end of the chosen day in the browser's zone, as the API takes it; null without one. */
function planEnd(day: string): string | null {
  return day ? new Date(`${day}T23:59:59`).toISOString() : null;
}

export function createUserBody(values: UserFormValues): CreateUserBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    plans: values.plans,
    plan_ends_at: planEnd(values.plan_ends_at),
    status: values.status,
    email_verified: values.email_verified,
    mobile_verified: values.mobile_verified,
  };
}

/** Editing leaves the password out unless a new one is typed. */
export function updateUserBody(values: UserFormValues): UpdateUserBody {
  const { password, plan_ends_at, ...rest } = createUserBody(values);
  // An end left empty keeps the current grant's end (a new plan without one is granted without end).
  const withEnd = plan_ends_at === null ? rest : { ...rest, plan_ends_at };
  return password === '' ? withEnd : { ...withEnd, password };
}

export { CreateUserBody, UpdateUserBody };
