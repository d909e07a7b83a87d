import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PencilIcon } from 'lucide-react';
import { ROLE_IDS, WORKSPACE_ROLES } from '@cadence/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { roleQuery } from '../../staff/queries';

/**
 * /client/roles: the roles a client may hold, for staff: the platform's Client role (new sign-ups
 * get it) with its permissions, and the roles a client holds in a workspace.
 */
export function ClientRolesPage() {
  const { t } = useTranslation('support');
  const { t: tt } = useTranslation('teams');
  useDocumentTitle(t('clientRoles.title'));
  const { data: role } = useSuspenseQuery(roleQuery(ROLE_IDS.CLIENT));
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('clients.eyebrow')} title={t('clientRoles.title')} description={t('clientRoles.description')} />
      <section className="grid gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm" aria-labelledby="client-role-title">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="client-role-title" className="text-lg font-semibold">
              {role.name}
            </h2>
            <p className="text-sm text-muted-foreground">{t('clientRoles.platformHint')}</p>
          </div>
          <Button variant="outline" asChild>
            <Link to="/user/role/edit/$id" params={{ id: role.id }}>
              <PencilIcon />
              {t('clientRoles.edit')}
            </Link>
          </Button>
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t('clientRoles.permissions', { count: role.permissions.length })}</h3>
          {role.permissions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('clientRoles.noPermissions')}</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('clientRoles.permissions', { count: role.permissions.length })}>
              {role.permissions.map((permission) => (
                <li key={permission}>
                  <Badge variant="secondary" className="font-mono text-xs">
                    {permission}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="grid gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm" aria-labelledby="workspace-roles-title">
        <div className="grid gap-1">
          <h2 id="workspace-roles-title" className="text-lg font-semibold">
            {t('clientRoles.workspaceTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('clientRoles.workspaceHint')}</p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          {WORKSPACE_ROLES.map((name) => (
            <div key={name} className="grid gap-0.5 rounded-lg border p-3">
              <dt className="font-medium">{tt(`roles.${name}`)}</dt>
              <dd className="text-sm text-muted-foreground">{tt(`roleHints.${name}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
