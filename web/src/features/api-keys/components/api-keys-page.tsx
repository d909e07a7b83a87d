import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon, KeyRoundIcon, PlusIcon } from 'lucide-react';
import { API_KEY_SCOPES, createApiKey, revokeApiKey, type ApiKey, type ApiKeyScope, type CreatedApiKey } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { API_KEYS_KEY, apiKeysQuery } from '../queries';

/** A scope as a message key (i18next reads `:` as a namespace separator). */
const scopeKey = (scope: ApiKeyScope) => scope.replace(':', '_') as 'posts_read' | 'drafts_write' | 'posts_schedule' | 'media';

/** /setting/api-keys: the workspace owner's keys for scripts and agents. */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation('api-keys');
  useDocumentTitle(t('title'));
  const { data: keys } = useSuspenseQuery(apiKeysQuery());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const addButton = (
    <Button onClick={() => setCreating(true)} data-testid="api-key-add">
      <PlusIcon />
      {t('add')}
    </Button>
  );
  const when = (iso: string | null, fallback: string) => (iso ? formatDateTime(iso, i18n.language) : fallback);

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} actions={addButton} />
      {keys.length === 0 ? (
        <EmptyState icon={<KeyRoundIcon />} title={t('emptyTitle')} body={t('emptyBody')} action={addButton} />
      ) : (
        <div className="overflow-x-auto rounded-xl border">
          <Table aria-label={t('title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('columns.name')}</TableHead>
                <TableHead>{t('columns.scopes')}</TableHead>
                <TableHead>{t('columns.status')}</TableHead>
                <TableHead>{t('columns.lastUsed')}</TableHead>
                <TableHead>{t('columns.expires')}</TableHead>
                <TableHead className="text-end">
                  <span className="sr-only">{t('columns.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keys.map((key) => (
                <TableRow key={key.id} data-testid="api-key-row">
                  <TableCell>
                    <span className="grid gap-0.5">
                      <span className="font-medium">{key.name}</span>
                      <code className="text-xs text-muted-foreground">{key.prefix}…</code>
                    </span>
                  </TableCell>
                  <TableCell>
                    <span className="flex flex-wrap gap-1">
                      {key.scopes.map((scope) => (
                        <Badge key={scope} variant="secondary">
                          {t(`scopes.${scopeKey(scope)}.label`)}
                        </Badge>
                      ))}
                    </span>
                    <span className="mt-1 block text-xs text-muted-foreground">{key.accountIds ? t('accountCount', { count: key.accountIds.length }) : t('allAccounts')}</span>
                    <span className="mt-1 block text-xs text-muted-foreground">{key.directScheduling ? t('direct.on') : t('direct.off')}</span>
                  </TableCell>
                  <TableCell>
                    <Badge variant={key.status === 'active' ? 'default' : 'outline'}>{t(`status.${key.status}`)}</Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{when(key.lastUsedAt, t('never'))}</TableCell>
                  <TableCell className="whitespace-nowrap">{when(key.expiresAt, t('noExpiry'))}</TableCell>
                  <TableCell className="text-end">
                    {key.status !== 'revoked' && (
                      <Button variant="outline" size="sm" onClick={() => setRevoking(key)}>
                        {t('revoke.action')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(result) => {
          setCreating(false);
          setCreated(result);
        }}
      />
      <SecretDialog created={created} onClose={() => setCreated(null)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}

function CreateKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation('api-keys');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['posts:read', 'drafts:write']);
  const [expires, setExpires] = useState('');
  const [direct, setDirect] = useState(false);
  const canSchedule = scopes.includes('posts:schedule');
  const mutation = useMutation({
    mutationFn: () =>
      call(createApiKey, { body: { name: name.trim(), scopes, expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null, directScheduling: canSchedule && direct } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
      setName('');
      setExpires('');
      setDirect(false);
      onCreated(response.data);
    },
  });
  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((current) => (on ? [...current, scope] : current.filter((item) => item !== scope)));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          onClose();
        }
      }}
    >
      <DialogContent closeLabel={t('close')}>
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!mutation.isPending) mutation.mutate();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('create.title')}</DialogTitle>
            <DialogDescription>{t('create.description')}</DialogDescription>
          </DialogHeader>
          {mutation.error && (
            <Alert variant="destructive">
              <AlertDescription>{describeError(tc, mutation.error)}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor="api-key-name">{t('fields.name')}</Label>
            <Input id="api-key-name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} autoComplete="off" autoFocus />
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{t('fields.scopes')}</legend>
            {API_KEY_SCOPES.map((scope) => (
              <div key={scope} className="flex items-start gap-3">
                <Checkbox id={`scope-${scope}`} checked={scopes.includes(scope)} onCheckedChange={(checked) => toggle(scope, checked === true)} />
                <Label htmlFor={`scope-${scope}`} className="grid gap-0.5 font-normal">
                  <span className="font-medium">{t(`scopes.${scopeKey(scope)}.label`)}</span>
                  <span className="text-xs text-muted-foreground">{t(`scopes.${scopeKey(scope)}.hint`)}</span>
                </Label>
              </div>
            ))}
          </fieldset>
          {canSchedule && (
            <div className="grid gap-3">
              <div className="flex items-start gap-3">
                <Checkbox id="api-key-direct" checked={direct} onCheckedChange={(checked) => setDirect(checked === true)} />
                <Label htmlFor="api-key-direct" className="grid gap-0.5 font-normal">
                  <span className="font-medium">{t('direct.label')}</span>
                  <span className="text-xs text-muted-foreground">{t('direct.hint')}</span>
                </Label>
              </div>
              {direct && (
                <Alert variant="destructive" data-testid="api-key-direct-warning">
                  <AlertDescription>{t('direct.warning')}</AlertDescription>
                </Alert>
              )}
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor="api-key-expires">{t('fields.expires')}</Label>
            <Input id="api-key-expires" type="date" value={expires} onChange={(event) => setExpires(event.target.value)} />
            <p className="text-xs text-muted-foreground">{t('fields.expiresHint')}</p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending || scopes.length === 0 || name.trim() === ''}>
              {mutation.isPending ? t('create.pending') : t('create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The whole key, shown once with a copy button. */
function SecretDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(next) => {
        if (!next) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('secret.title', { name: created?.key.name })}</DialogTitle>
          <DialogDescription>{t('secret.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <code data-testid="api-key-secret" className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all">
            {created?.secret}
          </code>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('secret.copy')}
            onClick={() => {
              if (!created) return;
              void navigator.clipboard?.writeText(created.secret).then(() => setCopied(true));
            }}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground" role="status">
          {copied ? t('secret.copied') : t('secret.usage')}
        </p>
        <DialogFooter>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: ApiKey) => call(revokeApiKey, { params: { id: target.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
      snackbar.show(t('revoke.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('revoke.title', { name: apiKey?.name })}
      description={t('revoke.body')}
      confirmLabel={t('revoke.confirm')}
      pendingLabel={t('revoke.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => apiKey && mutation.mutate(apiKey)}
    />
  );
}
