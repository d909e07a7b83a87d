import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, BanIcon, CalendarClockIcon, CalendarIcon, LinkIcon, MailIcon, SendIcon, ShieldCheckIcon, UserIcon, UsersIcon } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useRequiredSession } from '../../session/use-session';
import { invitationQuery } from '../queries';
import { canManageWorkspace } from '../workspace-access';
import { InvitationStatusBadge } from './invitation-status-badge';
import { useInvitationActions } from './invitation-actions';

/** /team-member/invitation/$id: one invitation, with resend and revoke while it is pending. */
export function InvitationDetailsPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation('teams');
  const { data: invitation } = useSuspenseQuery(invitationQuery(id));
  useDocumentTitle(t('invitations.detailsTitle', { email: invitation.email }));
  const session = useRequiredSession();
  const canManage = canManageWorkspace(session);
  const actions = useInvitationActions();
  const pending = invitation.status === 'pending';
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Button asChild variant="ghost" className="w-fit">
        <Link to="/team-member/invitation">
          <ArrowLeftIcon className="rtl:rotate-180" />
          {t('invitations.back')}
        </Link>
      </Button>
      <Card>
        <CardHeader className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-2">
            <p className="text-sm font-medium text-primary">{t('invitations.detailsEyebrow')}</p>
            <h1 className="text-2xl font-semibold tracking-tight break-all">{invitation.email}</h1>
            <InvitationStatusBadge status={invitation.status} />
          </div>
          {canManage && pending && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => actions.resend.mutate(invitation)} aria-busy={actions.resend.isPending || undefined}>
                {actions.resend.isPending ? <Spinner /> : <SendIcon />}
                {t('actions.resend')}
              </Button>
              {invitation.invitedBy.id === session.user.id && (
                <Button variant="outline" onClick={() => actions.copyLink.mutate(invitation)} aria-busy={actions.copyLink.isPending || undefined}>
                  {actions.copyLink.isPending ? <Spinner /> : <LinkIcon />}
                  {t('actions.copyLink')}
                </Button>
              )}
              <Button variant="destructive" onClick={() => actions.askRevoke(invitation)}>
                <BanIcon />
                {t('actions.revoke')}
              </Button>
            </div>
          )}
        </CardHeader>
        <CardContent>
          <dl className="grid gap-5 sm:grid-cols-2">
            <Detail icon={<MailIcon />} label={t('columns.email')}>
              {invitation.email}
            </Detail>
            <Detail icon={<ShieldCheckIcon />} label={t('columns.role')}>
              {t(`roles.${invitation.role}`)}
              <span className="block text-xs font-normal text-muted-foreground">{t(`roleHints.${invitation.role}`)}</span>
            </Detail>
            <Detail icon={<UsersIcon />} label={t('columns.team')}>
              {invitation.teamName ?? <span className="font-normal text-muted-foreground">{t('fields.noTeam')}</span>}
            </Detail>
            <Detail icon={<UserIcon />} label={t('columns.invitedBy')}>
              {invitation.invitedBy.name}
            </Detail>
            <Detail icon={<CalendarIcon />} label={t('columns.sent')}>
              {when(invitation.createdAt)}
            </Detail>
            <Detail icon={<CalendarClockIcon />} label={pending ? t('columns.expires') : t('columns.validUntil')}>
              {when(invitation.expiresAt)}
            </Detail>
          </dl>
          {!pending && <p className="mt-6 rounded-md border border-dashed px-3 py-2.5 text-sm text-muted-foreground">{t(`invitations.closed.${invitation.status}`)}</p>}
        </CardContent>
      </Card>
      {actions.dialog}
    </div>
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
        <dd className="font-medium break-words">{children}</dd>
      </div>
    </div>
  );
}

/** The details page while its invitation loads. */
export function InvitationDetailsPending() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6" role="status">
      <div className="h-10 w-40 animate-pulse rounded-md bg-muted" />
      <div className="h-72 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}
