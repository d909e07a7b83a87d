import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { KeyRoundIcon, MailCheckIcon } from 'lucide-react';
import { forgotPassword, resendVerification } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { ResendButton } from './resend-button';
import { StatusPanel } from './status-panel';

/**
 * /check-Email?email=…&reason=reset|verify: tells the user to look for the mail just sent (a
 * reset link, or a verification code and link) and lets them send it again.
 */
export function CheckEmailPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('checkEmail.documentTitle'));
  const { email, reason = 'reset' } = useSearch({ from: '/_auth/check-Email' });

  const resend = email
    ? () => (reason === 'verify' ? call(resendVerification, { body: { email } }) : call(forgotPassword, { body: { email } }))
    : undefined;

  return (
    <StatusPanel
      icon={<MailCheckIcon />}
      title={t('checkEmail.title')}
      body={reason === 'verify' ? t('checkEmail.verify', { email }) : email ? t('checkEmail.reset', { email }) : t('checkEmail.resetNoEmail')}
      action={
        reason === 'verify' ? (
          <>
            <Button asChild>
              <Link to="/code-verficiation" search={email ? { email } : {}}>
                <KeyRoundIcon />
                {t('checkEmail.enterCode')}
              </Link>
            </Button>
            <Button variant="ghost" asChild>
              <Link to="/login">{t('backToLogin')}</Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild>
              <Link to="/login">{t('backToLogin')}</Link>
            </Button>
            <Button variant="ghost" asChild>
              <Link to="/forgot-password">{t('checkEmail.otherAddress')}</Link>
            </Button>
          </>
        )
      }
    >
      {resend && (
        <div className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <p className="text-muted-foreground">{t('checkEmail.notArrived')}</p>
          <ResendButton send={resend} startCoolingDown />
        </div>
      )}
    </StatusPanel>
  );
}
