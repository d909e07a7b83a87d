import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2Icon } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../components/data-table/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useRequiredSession } from '../../session/use-session';

/** Posts, groups and the composer belong to a client's workspace; a staff account sees why they are empty. */
export function WorkspaceOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('posts');
  const { user } = useRequiredSession();
  useDocumentTitle(title);
  if (user.workspaceId !== null) return children;
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={title} />
      <div className="rounded-xl border bg-card shadow-sm">
        <EmptyState icon={<Building2Icon />} title={t('noWorkspace.title')} body={t('noWorkspace.body')} />
      </div>
    </div>
  );
}
