import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon, LinkIcon, TimerOffIcon } from 'lucide-react';
import { AUTH_ERROR_CODES, ResetPasswordBody, resetPassword } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/form-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { resetPasswordBody } from '../bodies';
import { AuthForm } from './auth-form';
import { StatusPanel } from './status-panel';

const FIELDS = ['password', 'confirm'] as const;
type Values = { token: string; password: string; confirm: string };
const confirmMatches = (values: Values) => (values.confirm !== '' && values.confirm !== values.password ? { confirm: { kind: 'mismatch' as const } } : {});

/** /reset-password?token=…: the new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.documentTitle'));
  const { token } = useSearch({ from: '/_auth/reset-password' });
  if (!token) return <InvalidLink title={t('reset.missingTitle')} body={t('reset.missingBody')} icon={<LinkIcon />} />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const form = useSchemaForm<Values, ResetPasswordBody>({
    fields: FIELDS,
    initial: { token, password: '', confirm: '' },
    schema: ResetPasswordBody,
    toBody: resetPasswordBody,
    check: confirmMatches,
  });
  const mutation = useMutation({
    mutationFn: (body: ResetPasswordBody) => call(resetPassword, { body }),
    onError: (error) => {
      if (!isInvalidToken(error)) form.showServerError(error);
    },
  });

  if (mutation.isSuccess) {
    return (
      <StatusPanel
        icon={<CircleCheckIcon />}
        tone="success"
        title={t('reset.doneTitle')}
        body={t('reset.doneBody')}
        action={
          <Button asChild size="lg">
            <Link to="/login">{t('reset.signIn')}</Link>
          </Button>
        }
      />
    );
  }
  if (mutation.isError && isInvalidToken(mutation.error)) {
    return <InvalidLink title={t('reset.invalidTitle')} body={t('reset.invalidBody')} icon={<TimerOffIcon />} />;
  }

  return (
    <AuthForm
      title={t('reset.title')}
      description={t('reset.subtitle')}
      form={form}
      pending={mutation.isPending}
      onSubmit={mutation.mutate}
      submitLabel={t('reset.submit')}
      pendingLabel={t('reset.submitting')}
    >
      <PasswordField {...form.text('password', t('fields.newPassword'))} hint={tc('auth.fields.passwordHint', { count: 8 })} autoComplete="new-password" required autoFocus />
      <PasswordField {...form.text('confirm', t('fields.confirmPassword'))} autoComplete="new-password" required />
    </AuthForm>
  );
}

function isInvalidToken(error: unknown): boolean {
  return isApiError(error) && (error.code === AUTH_ERROR_CODES.RESET_TOKEN_INVALID || 'token' in error.fieldErrors);
}

function InvalidLink({ title, body, icon }: { title: string; body: string; icon: React.ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <StatusPanel
      icon={icon}
      tone="destructive"
      title={title}
      body={body}
      action={
        <>
          <Button asChild>
            <Link to="/forgot-password">{t('reset.requestNew')}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/login">{t('backToLogin')}</Link>
          </Button>
        </>
      }
    />
  );
}
