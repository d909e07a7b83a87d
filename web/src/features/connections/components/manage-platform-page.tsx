import { useEffect, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlertIcon, GaugeIcon, UnplugIcon } from 'lucide-react';
import { CONNECTION_ERROR_CODES, disconnectAccount, type AccountType, type Network, type SocialAccount } from '@cadence/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/data-table/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import type { ConnectSearch } from '../connect-search';
import { ACCOUNTS_KEY, connectedAccountsQuery, networksQuery, profileUsageQuery } from '../queries';
import { useConnect } from '../use-connect';
import { AccountList } from './account-list';
import { NetworkCard } from './network-card';
import { PasswordConnectDialog } from './password-connect-dialog';
import { ProfilePickerDialog } from './profile-picker-dialog';
import { UsageMeter } from './usage-meter';

interface Failure {
  type?: AccountType | undefined;
  code?: string | undefined;
  message: string;
}

/** /manage_platform: the twelve networks, the workspace's connected accounts and their health, the plan's profile usage. */
export function ManagePlatformPage({ search, onClearSearch }: { search: ConnectSearch; onClearSearch: () => void }) {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('title'));
  const { data: networks } = useSuspenseQuery(networksQuery());
  const { data: accounts } = useSuspenseQuery(connectedAccountsQuery());
  const { data: usage } = useSuspenseQuery(profileUsageQuery());
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const connect = useConnect();
  const [passwordDialog, setPasswordDialog] = useState<{ network: Network; account: SocialAccount | null } | null>(null);
  const [selection, setSelection] = useState<{ id: string; type?: AccountType | undefined } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [disconnecting, setDisconnecting] = useState<SocialAccount | null>(null);
  const atLimit = usage.used >= usage.limit;

  // The network's consent screen comes back here with the outcome in the address.
  useEffect(() => {
    if (!search.connection) return;
    const network = search.type ? t(`types.${search.type}`) : '';
    if (search.connection === 'connected') {
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      snackbar.show(t('outcome.connected', { network }), { tone: 'success' });
    } else if (search.connection === 'select' && search.selection) {
      setSelection({ id: search.selection, type: search.type });
    } else if (search.connection === 'error') {
      setFailure({ type: search.type, code: search.code, message: search.message ?? '' });
    }
    onClearSearch();
  }, [onClearSearch, queryClient, search, snackbar, t]);

  const startConnect = (network: Network, account: SocialAccount | null = null) => {
    setFailure(null);
    if (network.method === 'app-password') {
      setPasswordDialog({ network, account });
      return;
    }
    connect.mutate(
      { type: network.type, ...(account ? { accountId: account.id } : {}) },
      { onError: (error) => setFailure({ type: network.type, code: error instanceof Error && 'code' in error ? String(error.code) : undefined, message: describeError(tc, error) }) },
    );
  };

  const disconnect = useMutation({
    mutationFn: (account: SocialAccount) => call(disconnectAccount, { params: { id: account.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      snackbar.show(t('disconnect.done', { name: response.data.name }), { tone: 'success' });
      setDisconnecting(null);
    },
  });

  const countOf = (type: AccountType) => accounts.filter((account) => account.type === type).length;
  const pendingType = connect.isPending ? connect.variables.type : null;
  const reconnecting = connect.isPending && connect.variables.accountId !== undefined ? connect.variables.accountId : null;
  const limitReached = failure?.code === CONNECTION_ERROR_CODES.PROFILE_LIMIT;

  return (
    <div className="grid gap-8">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} actions={<UsageMeter usage={usage} />} />

      {(atLimit || limitReached) && (
        <Alert className="border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-100 [&>svg]:text-amber-600 dark:[&>svg]:text-amber-300">
          <GaugeIcon />
          <AlertTitle>{t('usage.atLimitTitle')}</AlertTitle>
          <AlertDescription className="text-amber-900/90 dark:text-amber-100/90">
            <p>{limitReached && failure.message ? failure.message : t('usage.atLimit', { limit: usage.limit })}</p>
            <Link to="/membership/plans" className="rounded-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              {t('usage.upgrade')}
            </Link>
          </AlertDescription>
        </Alert>
      )}

      {failure && !limitReached && (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon />
          <AlertTitle>{failure.type ? t('outcome.failed', { network: t(`types.${failure.type}`) }) : t('outcome.failedGeneric')}</AlertTitle>
          <AlertDescription>
            {failure.message && <p>{failure.message}</p>}
            <Button variant="link" className="h-auto p-0 text-destructive" onClick={() => setFailure(null)}>
              {t('outcome.dismiss')}
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <section aria-labelledby="networks-title" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="networks-title" className="text-lg font-semibold">
            {t('networks.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('networks.description')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {networks.map((network) => (
            <NetworkCard
              key={network.type}
              network={network}
              connectedCount={countOf(network.type)}
              atLimit={atLimit}
              pending={pendingType === network.type && reconnecting === null}
              onConnect={() => startConnect(network)}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="accounts-title" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="accounts-title" className="text-lg font-semibold">
            {t('accounts.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('accounts.description')}</p>
        </div>
        {accounts.length === 0 ? (
          <div className="rounded-xl border bg-card shadow-xs">
            <EmptyState icon={<UnplugIcon />} title={t('accounts.emptyTitle')} body={t('accounts.emptyBody')} />
          </div>
        ) : (
          <AccountList
            accounts={accounts}
            reconnecting={reconnecting}
            onReconnect={(account) => {
              const network = networks.find((candidate) => candidate.type === account.type);
              if (network) startConnect(network, account);
            }}
            onDisconnect={(account) => {
              disconnect.reset();
              setDisconnecting(account);
            }}
          />
        )}
      </section>

      <PasswordConnectDialog network={passwordDialog?.network ?? null} account={passwordDialog?.account ?? null} onClose={() => setPasswordDialog(null)} />
      {selection && <ProfilePickerDialog selectionId={selection.id} type={selection.type} onClose={() => setSelection(null)} />}
      <ConfirmDialog
        open={disconnecting !== null}
        onOpenChange={(open) => !open && setDisconnecting(null)}
        title={t('disconnect.title', { name: disconnecting?.name ?? '' })}
        description={t('disconnect.body')}
        confirmLabel={t('disconnect.confirm')}
        pendingLabel={t('disconnect.pending')}
        pending={disconnect.isPending}
        error={disconnect.error}
        onConfirm={() => disconnecting && !disconnect.isPending && disconnect.mutate(disconnecting)}
      />
    </div>
  );
}
