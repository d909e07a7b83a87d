import { useTranslation } from 'react-i18next';
import { Building2Icon, XIcon } from 'lucide-react';
import type { WorkspaceRef } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import type { DataColumn } from '../../../components/data-table/data-table';

/**
 * The staff view's workspace column (none for a workspace member): each row names its
 * workspace, and choosing the name narrows the list to that workspace.
 */
export function useWorkspaceColumns<T extends { workspace?: WorkspaceRef }, O extends string>(staff: boolean, onFilter: (workspace: WorkspaceRef) => void): DataColumn<T, O>[] {
  const { t } = useTranslation('teams');
  if (!staff) return [];
  return [
    {
      id: 'workspace',
      header: t('columns.workspace'),
      cell: (row) =>
        row.workspace ? (
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 text-start whitespace-normal"
            aria-label={t('workspaces.only', { name: row.workspace.name })}
            onClick={() => row.workspace && onFilter(row.workspace)}
          >
            {row.workspace.name}
          </Button>
        ) : null,
    },
  ];
}

/** The staff view's active workspace filter, named, with a way back to every workspace. */
export function WorkspaceFilterChip({ name, onClear }: { name: string; onClear: () => void }) {
  const { t } = useTranslation('teams');
  return (
    <span className="inline-flex h-9 items-center gap-1.5 rounded-md border bg-muted/50 ps-3 pe-1 text-sm">
      <Building2Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      <span>{t('workspaces.filtered', { name })}</span>
      <Button variant="ghost" size="icon-sm" aria-label={t('workspaces.clear')} onClick={onClear}>
        <XIcon />
      </Button>
    </span>
  );
}
