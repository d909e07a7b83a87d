import { Building2Icon } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import { EmptyState } from './data-table/empty-state';
import { PageHeader } from './page-header';

/**
 * A workspace screen opened by an account without a workspace (staff): the page's header and
 * why it is empty, in the feature's own words.
 */
export function NoWorkspacePage({ eyebrow, title, emptyTitle, emptyBody }: { eyebrow: string; title: string; emptyTitle: string; emptyBody: string }) {
  useDocumentTitle(title);
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={eyebrow} title={title} />
      <div className="rounded-xl border bg-card shadow-sm">
        <EmptyState icon={<Building2Icon />} title={emptyTitle} body={emptyBody} />
      </div>
    </div>
  );
}
