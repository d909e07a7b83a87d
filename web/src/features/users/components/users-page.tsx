import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BanIcon, CircleCheckIcon, MailCheckIcon, PencilIcon, PlusIcon, SmartphoneIcon, UserRoundPlusIcon, UsersIcon } from 'lucide-react';
import { banUser, findPlan, PLAN_KEYS, unbanUser, type AdminUser } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { USERS_KEY, USER_LIST_DEFAULTS, usersQuery, type UserSearch, type UserSort, type UserView } from '../queries';
import { UserEditDialog } from './user-edit-dialog';
import { UserStatusBadge } from './user-status-badge';
import { UserViewsNav } from './user-views-nav';

export interface UsersPageProps {
  view: UserView;
  search: UserSearch;
  /** Moves to new list state; `replace` for typing in the search box. */
  onNavigate: (search: UserSearch, replace?: boolean) => void;
}

/** /user/all and its filtered views: client accounts, server-paginated and sortable. */
export function UsersPage({ view, search, onNavigate }: UsersPageProps) {
  const { t, i18n } = useTranslation('users');
  useDocumentTitle(t(`views.${view}.title`));
  const { data: page } = useSuspenseQuery(usersQuery(view, search));
  const busy = useListBusy();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [banning, setBanning] = useState<AdminUser | null>(null);

  const columns: DataColumn<AdminUser, UserSort>[] = [
    { id: 'id', header: t('columns.id'), sort: 'id', className: 'w-16 tabular-nums text-muted-foreground', cell: (user) => user.id },
    {
      id: 'name',
      header: t('columns.name'),
      sort: 'name',
      cell: (user) => <span className="font-medium">{user.name}</span>,
    },
    { id: 'email', header: t('columns.email'), sort: 'email', cell: (user) => <span className="break-all">{user.email}</span> },
    { id: 'status', header: t('columns.status'), cell: (user) => <UserStatusBadge status={user.status} /> },
    {
      id: 'plans',
      header: t('columns.plans'),
      cell: (user) => <UserPlan user={user} />,
    },
    {
      id: 'verified',
      header: t('columns.verified'),
      cell: (user) => (
        <span className="flex items-center gap-2">
          <MailCheckIcon
            className={user.email_verified ? 'size-4 text-success' : 'size-4 text-muted-foreground/40'}
            aria-label={user.email_verified ? t('emailVerified') : t('emailUnverified')}
            role="img"
          />
          <SmartphoneIcon
            className={user.mobile_verified ? 'size-4 text-success' : 'size-4 text-muted-foreground/40'}
            aria-label={user.mobile_verified ? t('mobileVerified') : t('mobileUnverified')}
            role="img"
          />
        </span>
      ),
    },
    { id: 'createdAt', header: t('columns.createdAt'), sort: 'createdAt', className: 'whitespace-nowrap', cell: (user) => formatDate(user.createdAt, i18n.language) },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (user) => (
        <RowActions
          name={user.name}
          actions={[
            { label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing(user) },
            user.status === 'banned'
              ? { label: t('actions.unban'), icon: <CircleCheckIcon />, onSelect: () => setBanning(user) }
              : { label: t('actions.ban'), icon: <BanIcon />, onSelect: () => setBanning(user), destructive: true },
          ]}
        />
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t(`views.${view}.title`)}
        description={t(`views.${view}.description`)}
        actions={
          <Button asChild>
            <Link to="/user/add">
              <PlusIcon />
              {t('add')}
            </Link>
          </Button>
        }
      />
      <UserViewsNav view={view} />
      <DataTable
        label={t(`views.${view}.title`)}
        columns={columns}
        page={page}
        rowId={(user) => String(user.id)}
        search={search}
        defaults={USER_LIST_DEFAULTS}
        onSearchChange={(next) => onNavigate(next)}
        busy={busy}
        toolbar={
          <DataTableSearch
            label={t('search')}
            value={search.search ?? ''}
            onSearch={(text) => onNavigate(nextListSearch(search, { search: text }, USER_LIST_DEFAULTS), true)}
          />
        }
        empty={
          <EmptyState
            icon={view === 'all' ? <UserRoundPlusIcon /> : <UsersIcon />}
            title={t(`views.${view}.emptyTitle`)}
            body={t(`views.${view}.emptyBody`)}
            action={
              view === 'all' ? (
                <Button asChild>
                  <Link to="/user/add">
                    <PlusIcon />
                    {t('add')}
                  </Link>
                </Button>
              ) : undefined
            }
          />
        }
      />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      <BanDialog user={banning} onClose={() => setBanning(null)} />
    </div>
  );
}

function BanDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const banning = user?.status !== 'banned';
  const mutation = useMutation({
    mutationFn: (target: AdminUser) => call(target.status === 'banned' ? unbanUser : banUser, { params: { id: target.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      snackbar.show(t(response.data.status === 'banned' ? 'ban.done' : 'unban.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={banning ? t('ban.title', { name: user?.name }) : t('unban.title', { name: user?.name })}
      description={banning ? t('ban.body') : t('unban.body')}
      confirmLabel={banning ? t('ban.confirm') : t('unban.confirm')}
      pendingLabel={banning ? t('ban.pending') : t('unban.pending')}
      destructive={banning}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => user && mutation.mutate(user)}
    />
  );
}

/** The plans staff gave, else the plan the user's workspace is on (its trial with its end), else none. */
function UserPlan({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('users');
  if (user.plans.length > 0) return <>{user.plans.join(', ')}</>;
  const key = PLAN_KEYS.find((candidate) => candidate === user.workspacePlan);
  if (key) return <>{findPlan(key).name}</>;
  if (user.workspacePlan === 'trial') {
    return <span className="text-muted-foreground">{user.trialEndsAt ? t('trialUntil', { date: formatDate(user.trialEndsAt, i18n.language) }) : t('trial')}</span>;
  }
  return <span className="text-muted-foreground">{t('noPlan')}</span>;
}
