import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordBody, forgotPassword } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmailField } from '../../../components/form-field';
import { useValidatedForm } from '../use-validated-form';
import { forgotPasswordBody } from '../bodies';
import { AuthForm, AuthSwitch } from './auth-form';

const FIELDS = ['email'] as const;

/** /forgot-password: asks for a reset link. The server answers the same for any address. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('forgot.documentTitle'));
  const navigate = useNavigate();
  const form = useValidatedForm({ fields: FIELDS, initial: { email: '' }, schema: ForgotPasswordBody, toBody: forgotPasswordBody });

  const mutation = useMutation({
    mutationFn: (body: ForgotPasswordBody) => call(forgotPassword, { body }),
    onSuccess: (_response, body) => void navigate({ to: '/check-Email', search: { email: body.email, reason: 'reset' } }),
    onError: form.showServerError,
  });

  return (
    <>
      <AuthForm
        title={t('forgot.title')}
        description={t('forgot.subtitle')}
        form={form}
        pending={mutation.isPending}
        onSubmit={mutation.mutate}
        submitLabel={t('forgot.submit')}
        pendingLabel={t('forgot.submitting')}
      >
        <EmailField {...form.field('email', tc('auth.fields.email'))} autoFocus />
      </AuthForm>
      <AuthSwitch question={t('forgot.remembered')} to="/login" label={t('backToLogin')} />
    </>
  );
}
