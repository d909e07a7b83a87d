import { useTranslation } from 'react-i18next';
import { Building2Icon } from 'lucide-react';
import { EmptyState } from '../../../components/data-table/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Social accounts belong to a client's workspace; a staff account has none. */
export function ConnectionsNoWorkspace() {
  const { t } = useTranslation('connections');
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
