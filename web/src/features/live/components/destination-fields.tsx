import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Trash2Icon } from 'lucide-react';
import type { LiveDestinationKind } from '@cadence/contracts';
import { TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { accountOptionsQuery } from '../../composer/accounts';
import { usesNetworkApi, type DestinationDraft } from '../live-form';

/** The connected accounts a network's destination may stream to. */
const ACCOUNT_TYPES: Partial<Record<LiveDestinationKind, readonly string[]>> = {
  youtube: ['youtube'],
  facebook: ['facebook', 'facebook_page'],
};

/**
 * One destination's fields: for YouTube and Facebook the connected account (the network's API
 * gives the server and key), for the others the server URL and the stream key (a password field,
 * never shown back).
 */
export function DestinationFields({
  draft,
  prefix,
  messages,
  onChange,
  onRemove,
}: {
  draft: DestinationDraft;
  prefix: string;
  /** Each field's error message by its full field name (e.g. destinations.0.server_url). */
  messages: Record<string, string>;
  onChange: (next: DestinationDraft) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('live');
  const accounts = useQuery({ ...accountOptionsQuery(), enabled: usesNetworkApi(draft.kind) });
  const id = (field: string) => `${prefix}${field}`.replaceAll('.', '-');
  const error = (field: string) => messages[`${prefix}${field}`];
  const options = (accounts.data ?? [])
    .filter((account) => (ACCOUNT_TYPES[draft.kind] ?? []).includes(account.type) && account.status !== 'disconnected')
    .map((account) => ({ value: String(account.id), label: account.username ? `${account.name} (@${account.username})` : account.name }));

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4" data-testid={`destination-${draft.kind}`}>
      <legend className="px-1 text-sm font-semibold">{t(`kinds.${draft.kind}`)}</legend>
      <div className="flex items-end gap-2">
        <TextField id={id('name')} label={t('destination.name')} value={draft.name} onChange={(event) => onChange({ ...draft, name: event.target.value })} error={error('name')} className="flex-1" maxLength={100} />
        {onRemove && (
          <Button type="button" variant="ghost" size="icon" onClick={onRemove} aria-label={t('destination.remove', { name: draft.name || t(`kinds.${draft.kind}`) })}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        )}
      </div>
      {usesNetworkApi(draft.kind) ? (
        options.length === 0 && !accounts.isPending ? (
          <p className="text-sm text-muted-foreground" role="note">
            {t('destination.noAccount', { network: t(`kinds.${draft.kind}`) })}
          </p>
        ) : (
          <SelectField
            id={id('account_id')}
            label={t('destination.account')}
            value={draft.accountId}
            onValueChange={(value) => onChange({ ...draft, accountId: value })}
            options={options}
            placeholder={accounts.isPending ? t('loading') : t('destination.pickAccount')}
            error={error('account_id')}
          />
        )
      ) : (
        <>
          <TextField
            id={id('server_url')}
            label={t('destination.serverUrl')}
            value={draft.serverUrl}
            onChange={(event) => onChange({ ...draft, serverUrl: event.target.value })}
            placeholder="rtmps://"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            error={error('server_url')}
          />
          <TextField
            id={id('stream_key')}
            label={t('destination.streamKey')}
            type="password"
            value={draft.streamKey}
            onChange={(event) => onChange({ ...draft, streamKey: event.target.value })}
            autoComplete="new-password"
            hint={t('destination.streamKeyHint')}
            error={error('stream_key')}
          />
        </>
      )}
    </fieldset>
  );
}
