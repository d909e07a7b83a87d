import { CreateUserBody, UpdateUserBody, type AdminUser } from '@cadence/contracts';

/** What the user form holds (SPEC §3 "User (admin form)"). */
export interface UserFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  password: string;
  plans: string[];
  status: boolean;
  email_verified: boolean;
  mobile_verified: boolean;
}

export const USER_FORM_FIELDS = ['name', 'email', 'password', 'plans', 'status', 'email_verified', 'mobile_verified'] as const;

export const EMPTY_USER: UserFormValues = { name: '', email: '', password: '', plans: [], status: true, email_verified: false, mobile_verified: false };

export function userFormValues(user: AdminUser): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    plans: [...user.plans],
    status: user.status === 'active',
    email_verified: user.email_verified,
    mobile_verified: user.mobile_verified,
  };
}

export function createUserBody(values: UserFormValues): CreateUserBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    plans: values.plans,
    status: values.status,
    email_verified: values.email_verified,
    mobile_verified: values.mobile_verified,
  };
}

/** Editing leaves the password out unless a new one is typed. */
export function updateUserBody(values: UserFormValues): UpdateUserBody {
  const { password, ...rest } = createUserBody(values);
  return password === '' ? rest : { ...rest, password };
}

export { CreateUserBody, UpdateUserBody };
