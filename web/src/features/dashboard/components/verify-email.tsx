import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { MailCheckIcon, XIcon } from 'lucide-react';
import { resendVerification } from '@cadence/contracts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import type { Session } from '../../session/session';
import { verifyRemindedAtom } from '../verify-reminder.atoms';

function codePageOf(email: string) {
  return { to: '/code-verficiation', search: { email } } as const;
}

/** Beside the "Not verified" badge: mail a new code, then go and type it. */
export function ResendCodeAction({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const resend = useMutation({ mutationFn: () => call(resendVerification, { body: { email } }) });
  if (resend.isSuccess) {
    return (
      <span className="block text-xs font-normal" aria-live="polite">
        {t('account.codeSent')}{' '}
        <Link {...codePageOf(email)} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('account.enterCode')}
        </Link>
      </span>
    );
  }
  return (
    <span className="block">
      <Button variant="link" size="sm" className="h-auto px-0 text-xs" onClick={() => resend.mutate()} aria-disabled={resend.isPending || undefined}>
        {resend.isPending && <Spinner />}
        {t('account.resendCode')}
      </Button>
      {resend.isError && <span className="block text-xs font-normal text-destructive">{describeError(tc, resend.error)}</span>}
    </span>
  );
}

/**
 * The dashboard reminds an unverified user once: the first time they open it after signing in
 * on this browser. They can close it sooner.
 */
export function VerifyEmailReminder({ user }: { user: Session['user'] }) {
  const { t } = useTranslation('dashboard');
  const [reminded, setReminded] = useAtom(verifyRemindedAtom);
  const [open, setOpen] = useState(() => !user.email_verified && !reminded.includes(user.id));
  useEffect(() => {
    if (open && !reminded.includes(user.id)) setReminded([...reminded, user.id]);
  }, [open, reminded, setReminded, user.id]);
  if (!open || user.email_verified) return null;
  return (
    <Alert data-testid="verify-reminder" role="status">
      <MailCheckIcon />
      <AlertTitle>{t('verifyReminder.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('verifyReminder.body', { email: user.email })}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button size="sm" asChild>
            <Link {...codePageOf(user.email)}>{t('account.enterCode')}</Link>
          </Button>
          <ResendCodeAction email={user.email} />
        </div>
      </AlertDescription>
      <Button variant="ghost" size="icon" className="absolute end-2 top-2 size-7" aria-label={t('verifyReminder.dismiss')} onClick={() => setOpen(false)}>
        <XIcon />
      </Button>
    </Alert>
  );
}
