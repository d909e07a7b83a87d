import { Link, useSearch } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoginBody, login } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmailField, PasswordField } from '../../../components/form-field';
import { useStartSession } from '../../session/use-session';
import { useValidatedForm } from '../use-validated-form';
import { loginBody } from '../bodies';
import { AuthForm, AuthSwitch } from './auth-form';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('auth');
  useDocumentTitle(t('auth.login.documentTitle'));
  const { redirect } = useSearch({ from: '/_auth/login' });
  const startSession = useStartSession();

  const form = useValidatedForm({ fields: FIELDS, initial: { email: '', password: '' }, schema: LoginBody, toBody: loginBody });

  const mutation = useMutation({
    mutationFn: (body: LoginBody) => call(login, { body }),
    onSuccess: (response) => startSession(response.data, redirect),
    onError: form.showServerError,
  });

  return (
    <>
      <AuthForm
        title={t('auth.login.title')}
        description={t('auth.login.subtitle')}
        form={form}
        pending={mutation.isPending}
        onSubmit={mutation.mutate}
        submitLabel={t('auth.login.submit')}
        pendingLabel={t('auth.login.submitting')}
      >
        <EmailField {...form.field('email', t('auth.fields.email'))} autoFocus />
        <PasswordField
          {...form.field('password', t('auth.fields.password'))}
          autoComplete="current-password"
          required
          labelAside={
            <Link
              to="/forgot-password"
              className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {ta('login.forgot')}
            </Link>
          }
        />
      </AuthForm>
      <AuthSwitch question={t('auth.login.noAccount')} to="/register" label={t('auth.login.createAccount')} />
    </>
  );
}
