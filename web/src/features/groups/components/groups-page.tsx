import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BoxesIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { deleteGroup, type Group } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { accountOptionsQuery } from '../../composer/accounts';
import { AccountAvatar } from '../../posts/components/network-mark';
import { GROUPS_KEY, GROUP_LIST_DEFAULTS, groupsQuery, type GroupSearch, type GroupSort } from '../queries';
import { GroupFormDialog } from './group-form-dialog';

/** /tools (Post Setting Tools → Group Manager): named groups of accounts to post to together. */
export function GroupsPage({ search, onNavigate }: { search: GroupSearch; onNavigate: (search: GroupSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('groups');
  useDocumentTitle(t('title'));
  const { data: page } = useSuspenseQuery(groupsQuery(search));
  const accounts = useQuery(accountOptionsQuery());
  const byId = new Map((accounts.data ?? []).map((account) => [account.id, account]));
  const busy = useListBusy();
  const [dialog, setDialog] = useState<{ group: Group | null } | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);

  const columns: DataColumn<Group, GroupSort>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sort: 'name',
      cell: (group) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{group.name}</span>
          {group.description && <span className="line-clamp-1 max-w-md text-xs text-muted-foreground">{group.description}</span>}
        </span>
      ),
    },
    {
      id: 'accounts',
      header: t('columns.accounts'),
      cell: (group) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="flex gap-1">
            {group.accountIds.slice(0, 6).map((id) => {
              const account = byId.get(id);
              return account ? <AccountAvatar key={id} type={account.type} name={account.name} avatarUrl={account.avatarUrl} className="size-7" /> : null;
            })}
          </span>
          <span className="text-sm text-muted-foreground">{t('accountCount', { count: group.accountIds.length })}</span>
        </span>
      ),
    },
    { id: 'createdAt', header: t('columns.createdAt'), sort: 'createdAt', className: 'whitespace-nowrap', cell: (group) => formatDate(group.createdAt, i18n.language) },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (group) => (
        <RowActions
          name={group.name}
          actions={[
            { label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setDialog({ group }) },
            { label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(group), destructive: true },
          ]}
        />
      ),
    },
  ];

  const addButton = (
    <Button onClick={() => setDialog({ group: null })} data-testid="group-add">
      <PlusIcon />
      {t('add')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} actions={addButton} />
      <DataTable
        label={t('title')}
        columns={columns}
        page={page}
        rowId={(group) => String(group.id)}
        search={search}
        defaults={GROUP_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate(next)}
        busy={busy}
        empty={<EmptyState icon={<BoxesIcon />} title={t('emptyTitle')} body={t('emptyBody')} action={addButton} />}
      />
      <GroupFormDialog open={dialog !== null} group={dialog?.group ?? null} onClose={() => setDialog(null)} />
      <DeleteGroupDialog group={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function DeleteGroupDialog({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: Group) => call(deleteGroup, { params: { id: target.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      snackbar.show(t('delete.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={group !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('delete.title', { name: group?.name })}
      description={t('delete.body')}
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => group && mutation.mutate(group)}
    />
  );
}
