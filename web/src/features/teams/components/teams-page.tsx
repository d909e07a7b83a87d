import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PencilIcon, PlusIcon, Trash2Icon, UsersIcon, UsersRoundIcon } from 'lucide-react';
import { deleteTeam, type Team } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { StatusBadge } from '../../../components/status-badge';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { useRequiredSession } from '../../session/use-session';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { TEAMS_KEY, TEAM_LIST_DEFAULTS, teamsQuery, withWorkspace, type TeamSearch, type TeamSort } from '../queries';
import { canManageWorkspace } from '../workspace-access';
import { TeamFormDialog } from './team-form-dialog';
import { WorkspaceFilterChip, useWorkspaceColumns } from './workspace-filter';

/**
 * /teams: the workspace's teams, their size against their limit, and their state. Staff (no
 * workspace of their own) see every workspace's teams, read-only, and may narrow them to one.
 */
export function TeamsPage({ search, onNavigate }: { search: TeamSearch; onNavigate: (search: TeamSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('teams');
  useDocumentTitle(t('teams.title'));
  const { data: page } = useSuspenseQuery(teamsQuery(search));
  const busy = useListBusy();
  const session = useRequiredSession();
  const canManage = canManageWorkspace(session);
  const staff = session.user.workspaceId === null;
  const keepWorkspace = (next: TeamSearch) => withWorkspace(next, search.workspaceId);
  const filterWorkspace = (workspaceId: number | undefined) => onNavigate(withWorkspace(nextListSearch(search, { page: 0 }, TEAM_LIST_DEFAULTS), workspaceId));
  const [dialog, setDialog] = useState<{ team: Team | null } | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);

  const workspaceColumns = useWorkspaceColumns<Team, TeamSort>(staff, (workspace) => filterWorkspace(workspace.id));

  const columns: DataColumn<Team, TeamSort>[] = [
    {
      id: 'name',
      header: t('columns.team'),
      sort: 'name',
      cell: (team) => (
        <span className="grid gap-0.5">
          <Link
            to="/team-member"
            search={withWorkspace({ teamId: team.id }, team.workspace?.id)}
            className="w-fit rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {team.name}
          </Link>
          {team.description && <span className="line-clamp-1 max-w-md text-xs text-muted-foreground">{team.description}</span>}
        </span>
      ),
    },
    ...workspaceColumns,
    {
      id: 'members',
      header: t('columns.members'),
      cell: (team) => {
        const full = team.member_count >= team.max_members;
        return (
          <span className="grid w-28 gap-1">
            <span className={cn('text-sm tabular-nums', full && 'font-medium text-destructive')}>
              {t('teams.size', {
                count: team.member_count,
                max: team.max_members,
              })}
            </span>
            <span className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span
                className={cn('block h-full rounded-full', full ? 'bg-destructive' : 'bg-primary')}
                style={{
                  width: `${Math.min(100, (team.member_count / team.max_members) * 100)}%`,
                }}
              />
            </span>
          </span>
        );
      },
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (team) => <StatusBadge tone={team.is_active ? 'success' : 'muted'}>{team.is_active ? t('teams.active') : t('teams.inactive')}</StatusBadge>,
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (team) => formatDate(team.createdAt, i18n.language),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: <span className="sr-only">{t('columns.actions')}</span>,
            className: 'w-12 text-end',
            cell: (team: Team) => (
              <RowActions
                name={team.name}
                actions={[
                  {
                    label: t('actions.edit'),
                    icon: <PencilIcon />,
                    onSelect: () => setDialog({ team }),
                  },
                  {
                    label: t('actions.delete'),
                    icon: <Trash2Icon />,
                    onSelect: () => setDeleting(team),
                    destructive: true,
                  },
                ]}
              />
            ),
          },
        ]
      : []),
  ];

  const addButton = canManage ? (
    <Button onClick={() => setDialog({ team: null })}>
      <PlusIcon />
      {t('teams.add')}
    </Button>
  ) : undefined;

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('teams.title')}
        description={staff ? t('teams.staffDescription') : t('teams.description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/team-member" search={withWorkspace({}, search.workspaceId)}>
                <UsersIcon />
                {t('members.title')}
              </Link>
            </Button>
            {addButton}
          </>
        }
      />
      <DataTable
        label={t('teams.title')}
        columns={columns}
        page={page}
        rowId={(team) => String(team.id)}
        search={search}
        defaults={TEAM_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate(keepWorkspace(next))}
        filtered={search.workspaceId !== undefined}
        busy={busy}
        toolbar={
          <>
            <DataTableSearch label={t('teams.search')} value={search.search ?? ''} onSearch={(text) => onNavigate(keepWorkspace(nextListSearch(search, { search: text }, TEAM_LIST_DEFAULTS)), true)} />
            {search.workspaceId !== undefined && <WorkspaceFilterChip name={page.data[0]?.workspace?.name ?? `#${search.workspaceId}`} onClear={() => filterWorkspace(undefined)} />}
          </>
        }
        empty={
          <EmptyState
            icon={<UsersRoundIcon />}
            title={t('teams.emptyTitle')}
            body={staff ? t('teams.emptyBodyStaff') : canManage ? t('teams.emptyBody') : t('teams.emptyBodyReadOnly')}
            action={addButton}
          />
        }
      />
      <TeamFormDialog open={dialog !== null} team={dialog?.team ?? null} onClose={() => setDialog(null)} />
      <DeleteTeamDialog team={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function DeleteTeamDialog({ team, onClose }: { team: Team | null; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: Team) => call(deleteTeam, { params: { id: target.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
      snackbar.show(t('teams.delete.done', { name: response.data.name }), {
        tone: 'success',
      });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={team !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('teams.delete.title', { name: team?.name })}
      description={t('teams.delete.body', { count: team?.member_count ?? 0 })}
      confirmLabel={t('teams.delete.confirm')}
      pendingLabel={t('teams.delete.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => team && mutation.mutate(team)}
    />
  );
}
