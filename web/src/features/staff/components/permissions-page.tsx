import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, KeyRoundIcon } from 'lucide-react';
import type { PermissionItem } from '@cadence/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/page-header';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { groupKey } from '../permission-groups';
import { PERMISSION_LIST_DEFAULTS, permissionsQuery, type PermissionSearch } from '../queries';

/** /user/permission-list: every permission name of SPEC §6 with its menu group, 10 a page. */
export function PermissionsPage({ search, onNavigate }: { search: PermissionSearch; onNavigate: (search: PermissionSearch, replace?: boolean) => void }) {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('permissions.title'));
  const { data: page } = useSuspenseQuery(permissionsQuery(search));
  const busy = useListBusy();

  const columns: DataColumn<PermissionItem, 'name'>[] = [
    { id: 'name', header: t('columns.permission'), sort: 'name', cell: (item) => <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[13px]">{item.name}</code> },
    { id: 'group', header: t('columns.group'), cell: (item) => <Badge variant="outline">{t(`groups.${groupKey(item.group)}`)}</Badge> },
  ];

  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" className="w-fit">
        <Link to="/employes/roles">
          <ArrowLeftIcon className="rtl:rotate-180" />
          {t('roles.back')}
        </Link>
      </Button>
      <PageHeader eyebrow={t('eyebrow')} title={t('permissions.title')} description={t('permissions.description')} />
      <DataTable
        label={t('permissions.title')}
        columns={columns}
        page={page}
        rowId={(item) => item.name}
        search={search}
        defaults={PERMISSION_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate(next)}
        busy={busy}
        toolbar={
          <DataTableSearch
            label={t('permissions.search')}
            value={search.search ?? ''}
            onSearch={(text) => onNavigate(nextListSearch(search, { search: text }, PERMISSION_LIST_DEFAULTS), true)}
          />
        }
        empty={<EmptyState icon={<KeyRoundIcon />} title={t('permissions.emptyTitle')} />}
      />
    </div>
  );
}
