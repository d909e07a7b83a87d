import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { KeyRoundIcon, PencilIcon, PlusIcon, ShieldIcon } from 'lucide-react';
import { ROLE_IDS, type Role } from '@cadence/contracts';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { ROLE_LIST_DEFAULTS, rolesQuery, type RoleSearch, type RoleSort } from '../queries';

const ALL = 'all';

/** /employes/roles: roles with their status, searched by name, and the way to their permissions. */
export function RolesPage({ search, onNavigate }: { search: RoleSearch; onNavigate: (search: RoleSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('staff');
  useDocumentTitle(t('roles.title'));
  const { data: page } = useSuspenseQuery(rolesQuery(search));
  const busy = useListBusy();
  const withStatus = (next: RoleSearch): RoleSearch => (search.status ? { ...next, status: search.status } : next);

  const columns: DataColumn<Role, RoleSort>[] = [
    { id: 'id', header: t('columns.id'), sort: 'id', className: 'w-16 tabular-nums text-muted-foreground', cell: (role) => role.id },
    {
      id: 'name',
      header: t('columns.roleName'),
      sort: 'name',
      cell: (role) => (
        <span className="flex items-center gap-2 font-medium">
          {role.name}
          {role.id === ROLE_IDS.ADMIN && <ShieldIcon className="size-3.5 text-primary" aria-label={t('roles.adminFixed')} role="img" />}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (role) => <StatusBadge tone={role.status === 'active' ? 'success' : 'muted'}>{t(`roles.status.${role.status}`)}</StatusBadge>,
    },
    { id: 'permissions', header: t('columns.permissions'), className: 'tabular-nums', cell: (role) => t('roles.permissionCount', { count: role.permissions.length }) },
    { id: 'createdAt', header: t('columns.createdAt'), sort: 'createdAt', className: 'whitespace-nowrap', cell: (role) => formatDate(role.createdAt, i18n.language) },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-24 text-end',
      cell: (role) => (
        <Button asChild variant="ghost" size="sm" aria-label={t('roles.editNamed', { name: role.name })}>
          <Link to="/user/role/edit/$id" params={{ id: role.id }}>
            <PencilIcon />
            {t('actions.edit')}
          </Link>
        </Button>
      ),
    },
  ];

  const addButton = (
    <Button asChild>
      <Link to="/user/role/add">
        <PlusIcon />
        {t('roles.add')}
      </Link>
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('roles.title')}
        description={t('roles.description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/user/permission-list">
                <KeyRoundIcon />
                {t('permissions.title')}
              </Link>
            </Button>
            {addButton}
          </>
        }
      />
      <DataTable
        label={t('roles.title')}
        columns={columns}
        page={page}
        rowId={(role) => String(role.id)}
        search={search}
        defaults={ROLE_LIST_DEFAULTS}
        onSearchChange={(next) => onNavigate(withStatus(next))}
        filtered={search.status !== undefined}
        busy={busy}
        toolbar={
          <>
            <DataTableSearch
              label={t('roles.search')}
              value={search.search ?? ''}
              onSearch={(text) => onNavigate(withStatus(nextListSearch(search, { search: text }, ROLE_LIST_DEFAULTS)), true)}
            />
            <Select
              value={search.status ?? ALL}
              onValueChange={(value) => {
                const next = nextListSearch(search, { page: 0 }, ROLE_LIST_DEFAULTS);
                onNavigate(value === 'active' || value === 'inactive' ? { ...next, status: value } : next);
              }}
            >
              <SelectTrigger className="w-44" aria-label={t('roles.statusFilter')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t('roles.anyStatus')}</SelectItem>
                <SelectItem value="active">{t('roles.status.active')}</SelectItem>
                <SelectItem value="inactive">{t('roles.status.inactive')}</SelectItem>
              </SelectContent>
            </Select>
          </>
        }
        empty={<EmptyState icon={<ShieldIcon />} title={t('roles.emptyTitle')} body={t('roles.emptyBody')} action={addButton} />}
      />
    </div>
  );
}
