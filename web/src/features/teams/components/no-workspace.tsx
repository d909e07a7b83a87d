import { useTranslation } from 'react-i18next';
import { NoWorkspacePage } from '../../../components/no-workspace-page';
import { useRequiredSession } from '../../session/use-session';

/** Teams, members and invitations belong to a client's workspace; staff accounts have none. */
export function NoWorkspace({ title }: { title: string }) {
  const { t } = useTranslation('teams');
  return <NoWorkspacePage eyebrow={t('eyebrow')} title={title} emptyTitle={t('noWorkspace.title')} emptyBody={t('noWorkspace.body')} />;
}

/** Renders `children` for a workspace member; a staff account sees NoWorkspace instead. */
export function WorkspaceOnly({ title, children }: { title: 'teams.title' | 'members.title' | 'invitations.title'; children: React.ReactNode }) {
  const { t } = useTranslation('teams');
  const { user } = useRequiredSession();
  if (user.workspaceId === null) return <NoWorkspace title={t(title)} />;
  return children;
}
