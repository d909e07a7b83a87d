import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { REGEXP_ONLY_DIGITS } from 'input-otp';
import { BadgeCheckIcon, CircleAlertIcon, LinkIcon, MailIcon } from 'lucide-react';
import type { Static } from 'typebox';
import { AUTH_ERROR_CODES, Email, Strict, VerificationCode, resendVerification, verifyEmail } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { InputOTP, InputOTPGroup, InputOTPSeparator, InputOTPSlot } from '../../../components/ui/input-otp';
import { EmailField } from '../../../components/form-field';
import { FieldMessages } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { sessionAtom } from '../../session/session.atoms';
import { DEFAULT_LANDING_PATH } from '../../session/session';
import { AuthForm } from './auth-form';
import { ResendButton } from './resend-button';
import { StatusPanel } from './status-panel';

/** The code variant of the verify-email body (the other variant is the mailed link's token). */
const CodeBody = Strict({ email: Email, code: VerificationCode });
type CodeBody = Static<typeof CodeBody>;
const FIELDS = ['email', 'code'] as const;
const CODE_LENGTH = 6;

/**
 * /code-verficiation: the 6-digit code from the verification mail (pasting works), with a
 * resend; or, with ?token=…, the mailed link itself.
 */
export function CodeVerificationPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('verify.documentTitle'));
  const { token, email } = useSearch({ from: '/code-verficiation' });
  const [verified, setVerified] = useState(false);
  const [useCodeInstead, setUseCodeInstead] = useState(false);

  if (verified) return <Verified />;
  if (token && !useCodeInstead) return <VerifyLink token={token} onUseCode={() => setUseCodeInstead(true)} />;
  return <CodeForm email={email} onVerified={() => setVerified(true)} />;
}

function CodeForm({ email, onVerified }: { email: string | undefined; onVerified: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const [editingEmail, setEditingEmail] = useState(!email);
  const markVerified = useMarkVerified();
  const form = useSchemaForm<CodeBody, CodeBody>({
    fields: FIELDS,
    initial: { email: email ?? '', code: '' },
    schema: CodeBody,
    toBody: (values) => ({ email: values.email.trim(), code: values.code }),
  });
  const mutation = useMutation({
    mutationFn: (body: CodeBody) => call(verifyEmail, { body }),
    onSuccess: (_response, body) => {
      markVerified(body.email);
      onVerified();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === AUTH_ERROR_CODES.CODE_INVALID) form.set('code', '');
      else form.showServerError(error);
    },
  });
  const codeRejected = mutation.isError && isApiError(mutation.error) && mutation.error.code === AUTH_ERROR_CODES.CODE_INVALID && form.values.code === '';
  const codeError = codeRejected ? t('verify.codeInvalid') : form.errorFor('code', t('fields.code'));
  const address = form.values.email.trim();

  return (
    <>
      <AuthForm
        title={t('verify.title')}
        description={editingEmail ? t('verify.subtitleNoEmail') : t('verify.subtitle', { email: address })}
        form={form}
        pending={mutation.isPending}
        onSubmit={mutation.mutate}
        submitLabel={t('verify.submit')}
        pendingLabel={t('verify.submitting')}
      >
        {editingEmail ? (
          <EmailField {...form.text('email', tc('auth.fields.email'))} autoFocus />
        ) : (
          <p className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2.5 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="truncate font-medium">{address}</span>
            </span>
            <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => setEditingEmail(true)}>
              {t('verify.change')}
            </Button>
          </p>
        )}
        <div className="grid gap-2">
          <Label htmlFor="code">{t('fields.code')}</Label>
          <InputOTP
            id="code"
            name="code"
            maxLength={CODE_LENGTH}
            pattern={REGEXP_ONLY_DIGITS}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus={!editingEmail}
            value={form.values.code}
            onChange={(value) => form.set('code', value)}
            onComplete={(value: string) => {
              if (!mutation.isPending && address) mutation.mutate({ email: address, code: value });
            }}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? 'code-hint code-error' : 'code-hint'}
          >
            <InputOTPGroup>
              {[0, 1, 2].map((index) => (
                <InputOTPSlot key={index} index={index} invalid={Boolean(codeError)} />
              ))}
            </InputOTPGroup>
            <InputOTPSeparator />
            <InputOTPGroup>
              {[3, 4, 5].map((index) => (
                <InputOTPSlot key={index} index={index} invalid={Boolean(codeError)} />
              ))}
            </InputOTPGroup>
          </InputOTP>
          <FieldMessages id="code" hint={t('fields.codeHint')} error={codeError} />
        </div>
      </AuthForm>
      {address && !editingEmail && (
        <div className="mt-8 grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <p className="text-muted-foreground">{t('checkEmail.notArrived')}</p>
          <ResendButton send={() => call(resendVerification, { body: { email: address } })} />
        </div>
      )}
    </>
  );
}

function VerifyLink({ token, onUseCode }: { token: string; onUseCode: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const markVerified = useMarkVerified();
  // A query, not an effect: the link is checked once however often the page renders.
  const result = useQuery({
    queryKey: ['auth', 'verify-link', token],
    queryFn: async () => {
      const response = await call(verifyEmail, { body: { token } });
      markVerified();
      return response.data;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (result.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label={t('verify.linkChecking')}>
        <Skeleton className="size-12 rounded-xl" />
        <Skeleton className="h-8 w-3/4" />
        <p className="text-muted-foreground">{t('verify.linkChecking')}</p>
      </div>
    );
  }
  if (result.isError) {
    const rejected = isApiError(result.error) && result.error.status >= 400 && result.error.status < 500;
    return (
      <StatusPanel
        icon={rejected ? <LinkIcon /> : <CircleAlertIcon />}
        tone="destructive"
        title={t('verify.linkInvalidTitle')}
        body={rejected ? t('verify.linkInvalidBody') : describeError(tc, result.error)}
        action={
          <Button onClick={onUseCode}>{t('verify.useCode')}</Button>
        }
      />
    );
  }
  return <Verified />;
}

function Verified() {
  const { t } = useTranslation('auth');
  const signedIn = useAtomValue(sessionAtom) !== null;
  const navigate = useNavigate();
  return (
    <StatusPanel
      icon={<BadgeCheckIcon />}
      tone="success"
      title={t('verify.doneTitle')}
      body={t('verify.doneBody')}
      action={
        signedIn ? (
          <Button size="lg" onClick={() => void navigate({ to: DEFAULT_LANDING_PATH })}>
            {t('verify.continue')}
          </Button>
        ) : (
          <Button size="lg" asChild>
            <Link to="/login">{t('reset.signIn')}</Link>
          </Button>
        )
      }
    />
  );
}

/** The signed-in user whose address was just verified sees it at once (no reload). */
function useMarkVerified() {
  const setSession = useSetAtom(sessionAtom);
  return (email?: string) =>
    setSession((session) => {
      if (!session || (email && session.user.email.toLowerCase() !== email.toLowerCase())) return session;
      return { ...session, user: { ...session.user, email_verified: true } };
    });
}
