import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BanIcon, BuildingIcon, CircleAlertIcon, LinkIcon, MailQuestionIcon, ShieldCheckIcon, TimerOffIcon, UserCheckIcon, UserIcon, UsersIcon } from 'lucide-react';
import Type from 'typebox';
import { INVITATION_ERROR_CODES, Password, PersonName, Strict, acceptInvitation, type InvitationPreview } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { PasswordField, TextField } from '../../../components/form-field';
import { FormAlert } from '../../../components/form/form-alert';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { sessionAtom } from '../../session/session.atoms';
import { signOut } from '../../session/connect-session';
import { useStartSession } from '../../session/use-session';
import { invitationPreviewQuery } from '../queries';
import { AuthHeading } from './auth-layout';
import { StatusPanel } from './status-panel';
import { SubmitButton } from './submit-button';

/** A new account's part of the accept body: the name it will carry and its password. */
const NewAccountBody = Strict({ token: Type.String(), name: PersonName, password: Password });
type NewAccountValues = { token: string; name: string; password: string; confirm: string };
const NEW_ACCOUNT_FIELDS = ['name', 'password', 'confirm'] as const;

/** Codes that make an invitation unusable, whether the preview or the acceptance says so. */
const DEAD_ENDS = [
  INVITATION_ERROR_CODES.EXPIRED,
  INVITATION_ERROR_CODES.REVOKED,
  INVITATION_ERROR_CODES.USED,
  INVITATION_ERROR_CODES.NOT_FOUND,
  INVITATION_ERROR_CODES.ALREADY_MEMBER,
] as const;
type DeadEnd = (typeof DEAD_ENDS)[number];

function deadEndOf(error: unknown): DeadEnd | null {
  if (!isApiError(error)) return null;
  return DEAD_ENDS.find((code) => code === error.code) ?? (error.status === 410 ? INVITATION_ERROR_CODES.EXPIRED : error.status === 404 ? INVITATION_ERROR_CODES.NOT_FOUND : null);
}

/**
 * /accept-invitation?token=…: what the invitation offers (workspace, inviter, role, team), then
 * accept as the signed-in user, sign in first (the account exists), or create the account.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('invitation.documentTitle'));
  const { token } = useSearch({ from: '/accept-invitation' });
  if (!token) return <DeadEndPanel code="missing" />;
  return <Invitation token={token} />;
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const preview = useQuery(invitationPreviewQuery(token));

  if (preview.isPending) return <InvitationSkeleton label={t('invitation.loading')} />;
  if (preview.isError) {
    const code = deadEndOf(preview.error);
    if (code) return <DeadEndPanel code={code} />;
    return (
      <StatusPanel
        icon={<CircleAlertIcon />}
        tone="destructive"
        title={t('invitation.errorTitle')}
        body={describeError(tc, preview.error)}
        action={<Button onClick={() => void preview.refetch()}>{tc('common.retry')}</Button>}
      />
    );
  }
  return <InvitationOffer token={token} invitation={preview.data} />;
}

function InvitationOffer({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation('auth');
  const session = useAtomValue(sessionAtom);
  const sameAccount = session && session.user.email.toLowerCase() === invitation.email.toLowerCase();

  return (
    <>
      <AuthHeading
        title={t('invitation.title', { workspace: invitation.workspaceName })}
        description={t('invitation.subtitle', { inviter: invitation.inviterName, email: invitation.email })}
      />
      <dl className="mb-8 grid gap-3 rounded-xl border bg-muted/30 p-4 text-sm">
        <Detail icon={<BuildingIcon />} label={t('invitation.workspace')}>
          {invitation.workspaceName}
        </Detail>
        <Detail icon={<UserIcon />} label={t('invitation.invitedBy')}>
          {invitation.inviterName}
        </Detail>
        <Detail icon={<ShieldCheckIcon />} label={t('invitation.role')}>
          {t(`invitation.roles.${invitation.role}`)}
          <span className="block text-xs font-normal text-muted-foreground">{t(`invitation.roleHints.${invitation.role}`)}</span>
        </Detail>
        <Detail icon={<UsersIcon />} label={t('invitation.team')}>
          {invitation.teamName ?? <span className="font-normal text-muted-foreground">{t('invitation.noTeam')}</span>}
        </Detail>
      </dl>
      {session ? (
        sameAccount ? (
          <AcceptAsSignedIn token={token} email={session.user.email} />
        ) : (
          <WrongAccount invited={invitation.email} current={session.user.email} />
        )
      ) : invitation.accountExists ? (
        <SignInFirst token={token} email={invitation.email} />
      ) : (
        <CreateAccount token={token} email={invitation.email} />
      )}
    </>
  );
}

function useAccept() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: { token: string; name?: string; password?: string }) => call(acceptInvitation, { body }),
    onSuccess: (response) => startSession(response.data),
  });
}

function AcceptAsSignedIn({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const accept = useAccept();
  const code = accept.isError ? deadEndOf(accept.error) : null;
  if (code) return <DeadEndPanel code={code} />;
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!accept.isPending) accept.mutate({ token });
      }}
    >
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <UserCheckIcon className="size-4 text-primary" aria-hidden="true" />
        {t('invitation.signedInAs', { email })}
      </p>
      {accept.isError && <FormAlert alert={{ message: describeError(tc, accept.error), details: [] }} />}
      <SubmitButton pending={accept.isPending} pendingLabel={t('invitation.accepting')}>
        {t('invitation.accept')}
      </SubmitButton>
    </form>
  );
}

function WrongAccount({ invited, current }: { invited: string; current: string }) {
  const { t } = useTranslation('auth');
  const store = useStore();
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-4 rounded-xl border border-destructive/40 bg-destructive/5 p-4" role="alert">
      <div className="grid gap-1">
        <p className="font-medium">{t('invitation.wrongAccountTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('invitation.wrongAccountBody', { invited, current })}</p>
      </div>
      {/* Signing out keeps the page: the invitation then offers to sign in or create the account. */}
      <Button variant="outline" className="w-fit" onClick={() => signOut(store, queryClient)}>
        {t('invitation.signOutAndContinue')}
      </Button>
    </div>
  );
}

function SignInFirst({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="font-medium">{t('invitation.existingTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('invitation.existingBody', { email })}</p>
      </div>
      <Button asChild size="lg" className="w-full">
        <Link to="/login" search={{ redirect: `/accept-invitation?token=${encodeURIComponent(token)}` }}>
          {t('invitation.signIn')}
        </Link>
      </Button>
    </div>
  );
}

function CreateAccount({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const accept = useAccept();
  const form = useSchemaForm<NewAccountValues, { token: string; name: string; password: string }>({
    fields: NEW_ACCOUNT_FIELDS,
    initial: { token, name: '', password: '', confirm: '' },
    schema: NewAccountBody,
    toBody: (values) => ({ token: values.token, name: values.name.trim(), password: values.password }),
    check: (values) => (values.confirm !== '' && values.confirm !== values.password ? { confirm: { kind: 'mismatch' } } : {}),
  });
  const code = accept.isError ? deadEndOf(accept.error) : null;
  if (code) return <DeadEndPanel code={code} />;

  return (
    <form
      ref={form.formRef}
      noValidate
      className="grid gap-5"
      aria-label={t('invitation.createTitle')}
      onSubmit={form.handleSubmit((body) => {
        if (!accept.isPending) accept.mutate(body, { onError: form.showServerError });
      })}
    >
      <div className="grid gap-1">
        <h2 className="font-medium">{t('invitation.createTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('invitation.createBody', { email })}</p>
      </div>
      <FormAlert alert={form.alert} />
      <TextField {...form.text('name', t('fields.name'))} autoComplete="name" required autoFocus />
      <PasswordField {...form.text('password', t('fields.password'))} hint={tc('auth.fields.passwordHint', { count: 8 })} autoComplete="new-password" required />
      <PasswordField {...form.text('confirm', t('fields.confirm'))} autoComplete="new-password" required />
      <SubmitButton pending={accept.isPending} pendingLabel={t('invitation.creating')}>
        {t('invitation.create')}
      </SubmitButton>
    </form>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-muted-foreground [&>svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="font-medium">{children}</dd>
      </div>
    </div>
  );
}

const DEAD_END_COPY = {
  missing: { icon: <LinkIcon />, title: 'invitation.missingTitle', body: 'invitation.missingBody' },
  [INVITATION_ERROR_CODES.EXPIRED]: { icon: <TimerOffIcon />, title: 'invitation.expiredTitle', body: 'invitation.expiredBody' },
  [INVITATION_ERROR_CODES.REVOKED]: { icon: <BanIcon />, title: 'invitation.revokedTitle', body: 'invitation.revokedBody' },
  [INVITATION_ERROR_CODES.USED]: { icon: <UserCheckIcon />, title: 'invitation.usedTitle', body: 'invitation.usedBody' },
  [INVITATION_ERROR_CODES.NOT_FOUND]: { icon: <MailQuestionIcon />, title: 'invitation.notFoundTitle', body: 'invitation.notFoundBody' },
  [INVITATION_ERROR_CODES.ALREADY_MEMBER]: { icon: <UserCheckIcon />, title: 'invitation.alreadyMemberTitle', body: 'invitation.alreadyMemberBody' },
} as const;

function DeadEndPanel({ code }: { code: DeadEnd | 'missing' }) {
  const { t } = useTranslation('auth');
  const signedIn = useAtomValue(sessionAtom) !== null;
  const copy = DEAD_END_COPY[code];
  return (
    <StatusPanel
      icon={copy.icon}
      tone={code === INVITATION_ERROR_CODES.USED || code === INVITATION_ERROR_CODES.ALREADY_MEMBER ? 'default' : 'destructive'}
      title={t(copy.title)}
      body={t(copy.body)}
      action={
        <Button asChild>
          {signedIn ? <Link to="/dashboard/default">{t('invitation.toDashboard')}</Link> : <Link to="/login">{t('reset.signIn')}</Link>}
        </Button>
      }
    />
  );
}

function InvitationSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-5" role="status" aria-label={label}>
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
