import { useTranslation } from 'react-i18next';
import { Building2Icon } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../components/data-table/empty-state';
import { PageHeader } from '../../../components/page-header';

/** Staff accounts have no workspace, so no library of their own. */
export function MediaNoWorkspace() {
  const { t } = useTranslation('media');
  useDocumentTitle(t('title'));
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} />
      <div className="rounded-xl border bg-card shadow-sm">
        <EmptyState icon={<Building2Icon />} title={t('noWorkspace.title')} body={t('noWorkspace.body')} />
      </div>
    </div>
  );
}
