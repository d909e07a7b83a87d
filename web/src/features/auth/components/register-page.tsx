import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SignupBody, signup } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmailField, PasswordField, TextField } from '../../../components/form-field';
import { useStartSession } from '../../session/use-session';
import { useValidatedForm } from '../use-validated-form';
import { signupBody } from '../bodies';
import { AuthForm, AuthSwitch } from './auth-form';

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
      <AuthForm
        title={t('auth.register.title')}
        description={t('auth.register.subtitle')}
        form={form}
        pending={mutation.isPending}
        onSubmit={mutation.mutate}
        submitLabel={t('auth.register.submit')}
        pendingLabel={t('auth.register.submitting')}
        note={<p className="text-center text-xs text-muted-foreground">{t('auth.register.noCard')}</p>}
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
        <EmailField {...form.field('email', t('auth.fields.workEmail'))} />
        <PasswordField
          {...form.field('password', t('auth.fields.password'))}
          hint={t('auth.fields.passwordHint', { count: 8 })}
          autoComplete="new-password"
          required
        />
      </AuthForm>
      <AuthSwitch question={t('auth.register.haveAccount')} to="/login" label={t('auth.register.signIn')} />
    </>
  );
}
