import { ROLE_IDS, type AcceptInvitationBody, type ForgotPasswordBody, type LoginBody, type ResetPasswordBody, type SetupBody, type SignupBody } from '@cadence/contracts';

/** Request bodies from form values: e-mails and names trimmed, passwords as typed. */

export function loginBody(values: { email: string; password: string }): LoginBody {
  return { email: values.email.trim(), password: values.password };
}

export function signupBody(values: { name: string; first_name: string; last_name: string; email: string; password: string }): SignupBody {
  const firstName = values.first_name.trim();
  const lastName = values.last_name.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    // Blank optional names are left out rather than sent empty.
    ...(firstName ? { first_name: firstName } : {}),
    ...(lastName ? { last_name: lastName } : {}),
    // SPEC §6: a new sign-up is sent with the single role Client (id 3).
    roles: [ROLE_IDS.CLIENT],
  };
}

export function setupBody(values: { token: string; name: string; email: string; password: string }): SetupBody {
  return { token: values.token.trim(), name: values.name.trim(), email: values.email.trim(), password: values.password };
}

export function forgotPasswordBody(values: { email: string }): ForgotPasswordBody {
  return { email: values.email.trim() };
}

export function resetPasswordBody(values: { token: string; password: string; confirm: string }): ResetPasswordBody {
  return { token: values.token, password: values.password };
}

/** A new account accepting an invitation: the name it will carry and its password. */
export function acceptWithAccountBody(values: { token: string; name: string; password: string }): AcceptInvitationBody {
  return { token: values.token, name: values.name.trim(), password: values.password };
}
