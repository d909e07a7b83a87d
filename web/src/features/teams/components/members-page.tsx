import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CrownIcon, MailPlusIcon, PencilIcon, UserMinusIcon, UsersIcon } from 'lucide-react';
import type { Member } from '@cadence/contracts';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Badge } from '../../../components/ui/badge';
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
import { MEMBER_LIST_DEFAULTS, membersQuery, teamOptionsQuery, withWorkspace, type MemberSearch, type MemberSort } from '../queries';
import { canManageWorkspace } from '../workspace-access';
import { EditMemberDialog, RemoveMemberDialog } from './member-dialogs';
import { WorkspaceFilterChip, useWorkspaceColumns } from './workspace-filter';

const ALL = 'all';

/**
 * /team-member: the workspace's members, their role and teams. The owner cannot be changed.
 * Staff (no workspace of their own) see every workspace's members, read-only, and may narrow
 * them to one workspace and then to one of its teams.
 */
export function MembersPage({ search, onNavigate }: { search: MemberSearch; onNavigate: (search: MemberSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('teams');
  useDocumentTitle(t('members.title'));
  const { data: page } = useSuspenseQuery(membersQuery(search));
  const busy = useListBusy();
  const session = useRequiredSession();
  const canManage = canManageWorkspace(session);
  const staff = session.user.workspaceId === null;
  // Staff pick a team once the list is narrowed to one workspace; team names repeat across workspaces.
  const teamFilter = !staff || search.workspaceId !== undefined;
  const teams = useQuery({
    ...teamOptionsQuery(search.workspaceId),
    enabled: teamFilter,
  });
  const filterWorkspace = (workspaceId: number | undefined) => onNavigate(withWorkspace(nextListSearch(search, { page: 0 }, MEMBER_LIST_DEFAULTS), workspaceId));
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const withTeam = (next: MemberSearch): MemberSearch => withWorkspace(search.teamId ? { ...next, teamId: search.teamId } : next, search.workspaceId);

  const workspaceColumns = useWorkspaceColumns<Member, MemberSort>(staff, (workspace) => filterWorkspace(workspace.id));

  const columns: DataColumn<Member, MemberSort>[] = [
    {
      id: 'name',
      header: t('columns.member'),
      sort: 'name',
      cell: (member) => (
        <span className="grid">
          <span className="font-medium">
            {member.name}
            {member.userId === session.user.id && <span className="ml-1.5 text-xs font-normal text-muted-foreground">{t('members.you')}</span>}
          </span>
          <span className="text-xs break-all text-muted-foreground">{member.email}</span>
        </span>
      ),
    },
    ...workspaceColumns,
    {
      id: 'role',
      header: t('columns.role'),
      cell: (member) =>
        member.role === 'owner' ? (
          <Badge variant="default">
            <CrownIcon aria-hidden="true" />
            {t('roles.owner')}
          </Badge>
        ) : (
          <Badge variant="accent">{t(`roles.${member.role}`)}</Badge>
        ),
    },
    {
      id: 'teams',
      header: t('columns.teams'),
      cell: (member) =>
        member.teams.length > 0 ? (
          <span className="flex flex-wrap gap-1">
            {member.teams.map((team) => (
              <Badge key={team.id} variant="outline">
                {team.name}
              </Badge>
            ))}
          </span>
        ) : (
          <span className="text-muted-foreground">{t('members.noTeam')}</span>
        ),
    },
    {
      id: 'createdAt',
      header: t('columns.joined'),
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (member) => formatDate(member.joinedAt, i18n.language),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: <span className="sr-only">{t('columns.actions')}</span>,
            className: 'w-12 text-end',
            cell: (member: Member) =>
              member.role === 'owner' ? (
                <span className="sr-only">{t('members.ownerProtected')}</span>
              ) : (
                <RowActions
                  name={member.name}
                  actions={[
                    {
                      label: t('actions.changeRole'),
                      icon: <PencilIcon />,
                      onSelect: () => setEditing(member),
                    },
                    {
                      label: t('actions.remove'),
                      icon: <UserMinusIcon />,
                      onSelect: () => setRemoving(member),
                      destructive: true,
                    },
                  ]}
                />
              ),
          },
        ]
      : []),
  ];

  const inviteButton = canManage ? (
    <Button asChild>
      <Link to="/team-member/invitation">
        <MailPlusIcon />
        {t('invitations.invite')}
      </Link>
    </Button>
  ) : undefined;

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('members.title')}
        description={staff ? t('members.staffDescription') : t('members.description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/teams" search={withWorkspace({}, search.workspaceId)}>
                <UsersIcon />
                {t('teams.title')}
              </Link>
            </Button>
            {inviteButton}
          </>
        }
      />
      <DataTable
        label={t('members.title')}
        columns={columns}
        page={page}
        rowId={(member) => `${member.workspace?.id ?? ''}:${member.userId}`}
        search={search}
        defaults={MEMBER_LIST_DEFAULTS}
        onSearchChange={(next) => onNavigate(withTeam(next))}
        filtered={search.teamId !== undefined || search.workspaceId !== undefined}
        busy={busy}
        toolbar={
          <>
            <DataTableSearch label={t('members.search')} value={search.search ?? ''} onSearch={(text) => onNavigate(withTeam(nextListSearch(search, { search: text }, MEMBER_LIST_DEFAULTS)), true)} />
            {search.workspaceId !== undefined && <WorkspaceFilterChip name={page.data[0]?.workspace?.name ?? `#${search.workspaceId}`} onClear={() => filterWorkspace(undefined)} />}
            {teamFilter && (
              <Select
                value={search.teamId ? String(search.teamId) : ALL}
                onValueChange={(value) => {
                  const next = withWorkspace(nextListSearch(search, { page: 0 }, MEMBER_LIST_DEFAULTS), search.workspaceId);
                  onNavigate(value === ALL ? next : { ...next, teamId: Number(value) });
                }}
              >
                <SelectTrigger className="w-52" aria-label={t('members.teamFilter')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>{t('members.allTeams')}</SelectItem>
                  {(teams.data ?? []).map((team) => (
                    <SelectItem key={team.id} value={String(team.id)}>
                      {team.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </>
        }
        empty={<EmptyState icon={<UsersIcon />} title={t('members.emptyTitle')} body={staff ? t('members.emptyBodyStaff') : t('members.emptyBody')} action={inviteButton} />}
      />
      <EditMemberDialog member={editing} onClose={() => setEditing(null)} />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
