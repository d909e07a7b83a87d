import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PencilIcon, PlusIcon, UserCogIcon, UserXIcon } from 'lucide-react';
import { disableEmployee, type Employee } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Badge } from '../../../components/ui/badge';
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
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { EMPLOYEE_LIST_DEFAULTS, STAFF_KEY, employeesQuery, type EmployeeSearch, type EmployeeSort } from '../queries';
import { EmployeeFormDialog } from './employee-form-dialog';

/** /employes/list: staff accounts and their roles. Writes need ManageStaff too. */
export function EmployeesPage({ search, onNavigate }: { search: EmployeeSearch; onNavigate: (search: EmployeeSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('staff');
  useDocumentTitle(t('employees.title'));
  const { data: page } = useSuspenseQuery(employeesQuery(search));
  const busy = useListBusy();
  const canWrite = hasPermission(useRequiredSession(), 'ManageStaff');
  const [dialog, setDialog] = useState<{ employee: Employee | null } | null>(null);
  const [disabling, setDisabling] = useState<Employee | null>(null);

  const columns: DataColumn<Employee, EmployeeSort>[] = [
    { id: 'id', header: t('columns.id'), sort: 'id', className: 'w-16 tabular-nums text-muted-foreground', cell: (employee) => employee.id },
    { id: 'name', header: t('columns.name'), sort: 'name', cell: (employee) => <span className="font-medium">{employee.name}</span> },
    { id: 'email', header: t('columns.email'), sort: 'email', cell: (employee) => <span className="break-all">{employee.email}</span> },
    {
      id: 'roles',
      header: t('columns.roles'),
      cell: (employee) => (
        <span className="flex flex-wrap gap-1">
          {employee.roles.map((role) => (
            <Badge key={role.id} variant="accent">
              {role.name}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (employee) => <StatusBadge tone={employee.status === 'active' ? 'success' : 'muted'}>{t(`employees.status.${employee.status}`)}</StatusBadge>,
    },
    { id: 'createdAt', header: t('columns.createdAt'), sort: 'createdAt', className: 'whitespace-nowrap', cell: (employee) => formatDate(employee.createdAt, i18n.language) },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: <span className="sr-only">{t('columns.actions')}</span>,
            className: 'w-12 text-end',
            cell: (employee: Employee) => (
              <RowActions
                name={employee.name}
                actions={[
                  { label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setDialog({ employee }) },
                  { label: t('actions.disable'), icon: <UserXIcon />, onSelect: () => setDisabling(employee), destructive: true, disabled: employee.status === 'disabled' },
                ]}
              />
            ),
          },
        ]
      : []),
  ];

  const addButton = canWrite ? (
    <Button onClick={() => setDialog({ employee: null })}>
      <PlusIcon />
      {t('employees.add')}
    </Button>
  ) : undefined;

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('employees.title')} description={t('employees.description')} actions={addButton} />
      <DataTable
        label={t('employees.title')}
        columns={columns}
        page={page}
        rowId={(employee) => String(employee.id)}
        search={search}
        defaults={EMPLOYEE_LIST_DEFAULTS}
        onSearchChange={(next) => onNavigate(next)}
        busy={busy}
        toolbar={
          <DataTableSearch
            label={t('employees.search')}
            value={search.search ?? ''}
            onSearch={(text) => onNavigate(nextListSearch(search, { search: text }, EMPLOYEE_LIST_DEFAULTS), true)}
          />
        }
        empty={<EmptyState icon={<UserCogIcon />} title={t('employees.emptyTitle')} body={t('employees.emptyBody')} action={addButton} />}
      />
      <EmployeeFormDialog open={dialog !== null} employee={dialog?.employee ?? null} onClose={() => setDialog(null)} />
      <DisableDialog employee={disabling} onClose={() => setDisabling(null)} />
    </div>
  );
}

function DisableDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: Employee) => call(disableEmployee, { params: { id: target.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      snackbar.show(t('employees.disable.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={employee !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('employees.disable.title', { name: employee?.name })}
      description={t('employees.disable.body')}
      confirmLabel={t('employees.disable.confirm')}
      pendingLabel={t('employees.disable.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => employee && mutation.mutate(employee)}
    />
  );
}
