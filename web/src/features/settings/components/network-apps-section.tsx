import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SaveIcon, Trash2Icon } from 'lucide-react';
import { removeNetworkApp, saveNetworkApp, type NetworkApp, type NetworkAppBody } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { SETTINGS_KEY, networkAppsQuery } from '../queries';
import { SettingsAudit } from './settings-audit';

/** Settings › Network apps: each network's app credentials (the secret write-only), and who changed them. */
export function NetworkAppsSection() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const apps = useQuery(networkAppsQuery());
  const callbackUrl = `${window.location.origin}/api/accounts/callback`;
  return (
    <section className="grid max-w-5xl gap-6" aria-label={t('networkApps.title')}>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('networkApps.title')}
        description={
          <>
            {t('networkApps.description')}{' '}
            <span className="block">
              {t('networkApps.callback')} <code className="rounded bg-muted px-1.5 py-0.5 text-xs break-all">{callbackUrl}</code>
            </span>
          </>
        }
      />
      {apps.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-56 w-full" />
          ))}
        </div>
      ) : apps.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert alert={{ message: describeError(tc, apps.error), details: [] }} />
          <Button variant="outline" onClick={() => void apps.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {apps.data.map((app) => (
            <NetworkAppCard key={`${app.app}-${app.source}-${app.updated_at ?? ''}`} app={app} />
          ))}
        </div>
      )}
      <SettingsAudit area="network-apps" description={t('networkApps.auditDescription')} describe={(entry) => t(`audit.action.${entry.action}`, { name: t(`apps.${entry.key as NetworkApp['app']}`) })} />
    </section>
  );
}

function NetworkAppCard({ app }: { app: NetworkApp }) {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [clientId, setClientId] = useState(app.source === 'stored' ? (app.client_id ?? '') : '');
  const [secret, setSecret] = useState('');
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
  const save = useMutation({
    mutationFn: async (body: NetworkAppBody) => (await call(saveNetworkApp, { params: { app: app.app }, body })).data,
    onSuccess: async () => {
      setSecret('');
      snackbar.show(t('networkApps.saved', { name: t(`apps.${app.app}`) }), { tone: 'success' });
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async () => (await call(removeNetworkApp, { params: { app: app.app } })).data,
    onSuccess: async () => {
      setConfirming(false);
      snackbar.show(t('networkApps.removed', { name: t(`apps.${app.app}`) }), { tone: 'success' });
      await refresh();
    },
  });
  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ client_id: clientId.trim(), ...(secret.trim() ? { client_secret: secret.trim() } : {}) });
  };
  const secretPlaceholder = app.source === 'stored' && app.secret_set ? t('networkApps.secretKept', { last4: app.secret_last4 ?? '' }) : t('networkApps.secretPlaceholder');
  return (
    <Card data-testid={`network-app-${app.app}`}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t(`apps.${app.app}`)}</CardTitle>
          <StatusBadge tone={app.enabled ? 'success' : 'muted'}>{app.enabled ? t('networkApps.on') : t('networkApps.off')}</StatusBadge>
        </div>
        <CardDescription>
          {t(`networkApps.source.${app.source}`, { last4: app.secret_last4 ?? '' })}
          {app.updated_at && ` · ${t('networkApps.updatedAt', { when: formatDateTime(app.updated_at, i18n.language) })}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" noValidate onSubmit={submit} aria-label={t(`apps.${app.app}`)}>
          {save.isError && Object.keys(fieldErrors).length === 0 && <FormAlert alert={{ message: describeError(tc, save.error), details: [] }} />}
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-id`}>{t('networkApps.clientId')}</Label>
            <Input
              id={`${id}-id`}
              value={clientId}
              autoComplete="off"
              maxLength={500}
              onChange={(event) => setClientId(event.target.value)}
              placeholder={app.source === 'environment' ? (app.client_id ?? '') : ''}
              aria-invalid={fieldErrors.client_id ? true : undefined}
              aria-describedby={fieldErrors.client_id ? `${id}-id-error` : undefined}
              data-testid={`network-app-${app.app}-client-id`}
            />
            {fieldErrors.client_id && (
              <p id={`${id}-id-error`} className="text-sm text-destructive">
                {fieldErrors.client_id}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-secret`}>{t('networkApps.clientSecret')}</Label>
            <Input
              id={`${id}-secret`}
              type="password"
              value={secret}
              autoComplete="new-password"
              maxLength={500}
              onChange={(event) => setSecret(event.target.value)}
              placeholder={secretPlaceholder}
              aria-invalid={fieldErrors.client_secret ? true : undefined}
              aria-describedby={fieldErrors.client_secret ? `${id}-secret-error` : undefined}
              data-testid={`network-app-${app.app}-client-secret`}
            />
            {fieldErrors.client_secret && (
              <p id={`${id}-secret-error`} className="text-sm text-destructive">
                {fieldErrors.client_secret}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={save.isPending} data-testid={`network-app-${app.app}-save`}>
              {save.isPending ? <Spinner /> : <SaveIcon />}
              {t('networkApps.save')}
            </Button>
            {app.source === 'stored' && (
              <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                <Trash2Icon />
                {t('networkApps.remove')}
              </Button>
            )}
          </div>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('networkApps.removeTitle', { name: t(`apps.${app.app}`) })}
          description={t('networkApps.removeDescription')}
          confirmLabel={t('networkApps.remove')}
          pendingLabel={t('networkApps.removing')}
          onConfirm={() => remove.mutate()}
          pending={remove.isPending}
          error={remove.error}
        />
      </CardContent>
    </Card>
  );
}
