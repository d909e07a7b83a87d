import { useTranslation } from 'react-i18next';
import { Building2Icon } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../components/data-table/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useRequiredSession } from '../../session/use-session';

/** Teams, members and invitations belong to a client's workspace; staff accounts have none. */
export function NoWorkspace({ title }: { title: string }) {
  const { t } = useTranslation('teams');
  useDocumentTitle(title);
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={title} />
      <div className="rounded-xl border bg-card shadow-sm">
        <EmptyState icon={<Building2Icon />} title={t('noWorkspace.title')} body={t('noWorkspace.body')} />
      </div>
    </div>
  );
}

/** Renders `children` for a workspace member; a staff account sees NoWorkspace instead. */
export function WorkspaceOnly({ title, children }: { title: 'teams.title' | 'members.title' | 'invitations.title'; children: React.ReactNode }) {
  const { t } = useTranslation('teams');
  const { user } = useRequiredSession();
  if (user.workspaceId === null) return <NoWorkspace title={t(title)} />;
  return children;
}
