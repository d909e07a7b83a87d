import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BanIcon, LinkIcon, MailIcon, SendIcon, UsersIcon } from 'lucide-react';
import { INVITATION_STATUSES, type Invitation } from '@cadence/contracts';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { useRequiredSession } from '../../session/use-session';
import { INVITATION_LIST_DEFAULTS, invitationsQuery, type InvitationSearch, type InvitationSort } from '../queries';
import { canManageWorkspace } from '../workspace-access';
import { InvitationStatusBadge } from './invitation-status-badge';
import { InviteForm } from './invite-form';
import { useInvitationActions } from './invitation-actions';

const ALL = 'all';

/** /team-member/invitation: invite by e-mail, and every invitation with its state. */
export function InvitationsPage({ search, onNavigate }: { search: InvitationSearch; onNavigate: (search: InvitationSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('teams');
  useDocumentTitle(t('invitations.title'));
  const { data: page } = useSuspenseQuery(invitationsQuery(search));
  const busy = useListBusy();
  const session = useRequiredSession();
  const canManage = canManageWorkspace(session);
  const actions = useInvitationActions();
  const withStatus = (next: InvitationSearch): InvitationSearch => (search.status ? { ...next, status: search.status } : next);

  const columns: DataColumn<Invitation, InvitationSort>[] = [
    {
      id: 'email',
      header: t('columns.email'),
      sort: 'email',
      cell: (invitation) => (
        <Link
          to="/team-member/invitation/$id"
          params={{ id: invitation.id }}
          className="rounded-sm font-medium break-all outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {invitation.email}
        </Link>
      ),
    },
    { id: 'role', header: t('columns.role'), cell: (invitation) => t(`roles.${invitation.role}`) },
    { id: 'team', header: t('columns.team'), cell: (invitation) => invitation.teamName ?? <span className="text-muted-foreground">{t('fields.noTeam')}</span> },
    { id: 'status', header: t('columns.status'), cell: (invitation) => <InvitationStatusBadge status={invitation.status} /> },
    { id: 'invitedBy', header: t('columns.invitedBy'), cell: (invitation) => invitation.invitedBy.name },
    { id: 'expiresAt', header: t('columns.expires'), sort: 'expiresAt', className: 'whitespace-nowrap', cell: (invitation) => formatDate(invitation.expiresAt, i18n.language) },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (invitation) =>
        canManage && invitation.status === 'pending' ? (
          <RowActions
            name={invitation.email}
            actions={[
              { label: t('actions.resend'), icon: <SendIcon />, onSelect: () => actions.resend.mutate(invitation) },
              ...(invitation.invitedBy.id === session.user.id ? [{ label: t('actions.copyLink'), icon: <LinkIcon />, onSelect: () => actions.copyLink.mutate(invitation) }] : []),
              { label: t('actions.revoke'), icon: <BanIcon />, onSelect: () => actions.askRevoke(invitation), destructive: true },
            ]}
          />
        ) : null,
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('invitations.title')}
        description={t('invitations.description')}
        actions={
          <Button asChild variant="outline">
            <Link to="/team-member">
              <UsersIcon />
              {t('members.title')}
            </Link>
          </Button>
        }
      />
      {canManage && <InviteForm />}
      <DataTable
        label={t('invitations.title')}
        columns={columns}
        page={page}
        rowId={(invitation) => String(invitation.id)}
        search={search}
        defaults={INVITATION_LIST_DEFAULTS}
        onSearchChange={(next) => onNavigate(withStatus(next))}
        filtered={search.status !== undefined}
        busy={busy}
        toolbar={
          <>
            <DataTableSearch
              label={t('invitations.search')}
              value={search.search ?? ''}
              onSearch={(text) => onNavigate(withStatus(nextListSearch(search, { search: text }, INVITATION_LIST_DEFAULTS)), true)}
            />
            <Select
              value={search.status ?? ALL}
              onValueChange={(value) => {
                const next = nextListSearch(search, { page: 0 }, INVITATION_LIST_DEFAULTS);
                const status = INVITATION_STATUSES.find((candidate) => candidate === value);
                onNavigate(status ? { ...next, status } : next);
              }}
            >
              <SelectTrigger className="w-44" aria-label={t('invitations.statusFilter')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t('invitations.anyStatus')}</SelectItem>
                {INVITATION_STATUSES.map((status) => (
                  <SelectItem key={status} value={status}>
                    {t(`invitations.status.${status}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </>
        }
        empty={<EmptyState icon={<MailIcon />} title={t('invitations.emptyTitle')} body={t('invitations.emptyBody')} />}
      />
      {actions.dialog}
    </div>
  );
}
