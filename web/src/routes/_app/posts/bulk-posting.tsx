import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../../features/posts/components/workspace-only';
import { requirePermission } from '../../../features/session/guards';
import { BulkImportPage } from '../../../features/bulk-imports/components/bulk-import-page';

interface BulkSearch {
  /** The import on screen; none shows the upload. */
  import?: number;
}

function validateSearch(raw: Record<string, unknown>): BulkSearch {
  const id = Number(raw.import);
  return Number.isInteger(id) && id > 0 ? { import: id } : {};
}

/** Posts → Bulk scheduling: a CSV file of posts, previewed and fixed row by row, then imported. */
export const Route = createFileRoute('/_app/posts/bulk-posting')({
  validateSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts', 'CreatePosting'),
  component: function BulkPostingRoute() {
    const { t } = useTranslation('bulk-imports');
    const navigate = Route.useNavigate();
    const search = Route.useSearch();
    return (
      <WorkspaceOnly title={t('title')}>
        <BulkImportPage importId={search.import} onOpen={(id) => void navigate({ search: id === undefined ? {} : { import: id } })} />
      </WorkspaceOnly>
    );
  },
});
