import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { connectAccount, reconnectAccount, type AccountType, type ConnectResult } from '@cadence/contracts';
import { call } from '../../lib/api';
import { useSnackbar } from '../shell/snackbar/use-snackbar';
import { ACCOUNTS_KEY } from './queries';

export interface ConnectRequest {
  type: AccountType;
  /** Set to renew this account instead of adding one. */
  accountId?: number;
  fields?: Record<string, string>;
}

/**
 * Connect or reconnect: an OAuth network sends the browser to its consent screen (which comes
 * back to /manage_platform); an app-password network answers with the account at once.
 */
export function useConnect(onConnected?: () => void) {
  const { t } = useTranslation('connections');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: async ({ type, accountId, fields }: ConnectRequest): Promise<ConnectResult> => {
      const body = fields ? { fields } : {};
      if (accountId !== undefined) return (await call(reconnectAccount, { params: { id: accountId }, body })).data;
      return (await call(connectAccount, { params: { type }, body })).data;
    },
    onSuccess: async (result, request) => {
      if (result.kind === 'redirect') {
        window.location.assign(result.authorizationUrl);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      snackbar.show(t('outcome.connected', { network: t(`types.${request.type}`) }), { tone: 'success' });
      onConnected?.();
    },
  });
}
