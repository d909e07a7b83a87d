import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SignupBody, signup } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PasswordField, TextField } from '../../../components/form-field';
import { useStartSession } from '../../session/use-session';
import { useValidatedForm } from '../use-validated-form';
import { signupBody } from '../bodies';
import { AuthHeading } from './auth-layout';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

const FIELDS = ['name', 'first_name', 'last_name', 'email', 'password'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.documentTitle'));
  const startSession = useStartSession();
  const form = useValidatedForm({
    fields: FIELDS,
    initial: { name: '', first_name: '', last_name: '', email: '', password: '' },
    schema: SignupBody,
    toBody: signupBody,
  });

  const mutation = useMutation({
    mutationFn: (body: SignupBody) => call(signup, { body }),
    onSuccess: (response) => startSession(response.data),
    onError: form.showServerError,
  });

  return (
    <>
      <AuthHeading title={t('auth.register.title')} description={t('auth.register.subtitle')} />
      <FormAlert alert={form.alert} />
      <form
        ref={form.formRef}
        noValidate
        className="grid gap-5"
        aria-label={t('auth.register.title')}
        onSubmit={form.handleSubmit((body) => {
          if (!mutation.isPending) mutation.mutate(body);
        })}
      >
        <TextField
          {...form.field('name', t('auth.fields.name'))}
          hint={t('auth.fields.nameHint')}
          autoComplete="nickname"
          required
          autoFocus
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...form.field('first_name', t('auth.fields.firstName'))}
            labelNote={t('auth.fields.optional')}
            autoComplete="given-name"
          />
          <TextField
            {...form.field('last_name', t('auth.fields.lastName'))}
            labelNote={t('auth.fields.optional')}
            autoComplete="family-name"
          />
        </div>
        <TextField
          {...form.field('email', t('auth.fields.workEmail'))}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.fields.emailPlaceholder')}
          required
        />
        <PasswordField
          {...form.field('password', t('auth.fields.password'))}
          hint={t('auth.fields.passwordHint', { count: 8 })}
          autoComplete="new-password"
          required
        />
        <SubmitButton pending={mutation.isPending} pendingLabel={t('auth.register.submitting')}>
          {t('auth.register.submit')}
        </SubmitButton>
        <p className="text-center text-xs text-muted-foreground">{t('auth.register.noCard')}</p>
      </form>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        {t('auth.register.haveAccount')}{' '}
        <Link
          to="/login"
          className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t('auth.register.signIn')}
        </Link>
      </p>
    </>
  );
}
