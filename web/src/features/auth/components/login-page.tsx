import { Link, useSearch } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoginBody, login } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PasswordField, TextField } from '../../../components/form-field';
import { useStartSession } from '../../session/use-session';
import { useValidatedForm } from '../use-validated-form';
import { loginBody } from '../bodies';
import { AuthHeading } from './auth-layout';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation();
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
      <AuthHeading title={t('auth.login.title')} description={t('auth.login.subtitle')} />
      <FormAlert alert={form.alert} />
      <form
        ref={form.formRef}
        noValidate
        className="grid gap-5"
        aria-label={t('auth.login.title')}
        onSubmit={form.handleSubmit((body) => {
          if (!mutation.isPending) mutation.mutate(body);
        })}
      >
        <TextField
          {...form.field('email', t('auth.fields.email'))}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.fields.emailPlaceholder')}
          required
          autoFocus
        />
        <PasswordField {...form.field('password', t('auth.fields.password'))} autoComplete="current-password" required />
        <SubmitButton pending={mutation.isPending} pendingLabel={t('auth.login.submitting')}>
          {t('auth.login.submit')}
        </SubmitButton>
      </form>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        {t('auth.login.noAccount')}{' '}
        <Link
          to="/register"
          className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t('auth.login.createAccount')}
        </Link>
      </p>
    </>
  );
}
