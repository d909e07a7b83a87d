import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectBody, type Network, type SocialAccount } from '@cadence/contracts';
import { FormDialog } from '../../../components/form/form-dialog';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import type { FieldProblem } from '../../../components/form/validation';
import { TextField } from '../../../components/form-field';
import { ApiError, isApiError } from '../../../lib/api';
import { PASSWORD_HELP, fieldLabelKey } from '../network-names';
import { useConnect } from '../use-connect';

type Values = Record<string, string>;

/** The server names a credential's field `fields.<name>`; the form names it `<name>`. */
function withFormFieldNames(error: unknown): unknown {
  if (!isApiError(error)) return error;
  return new ApiError({ ...error.envelope, errors: error.envelope.errors?.map((problem) => ({ ...problem, field: problem.field.replace(/^(body\.)?fields\./, '') })) });
}

/** Bluesky (handle, app password, PDS URL) and self-hosted WordPress (site URL, user, application password). */
export function PasswordConnectDialog({ network, account, onClose }: { network: Network | null; account?: SocialAccount | null; onClose: () => void }) {
  const { t } = useTranslation('connections');
  const fields = useMemo(() => network?.fields ?? [], [network]);
  const names = useMemo(() => fields.map((field) => field.name), [fields]);
  // Reconnecting keeps what the account was connected with (site URL, user name, handle); only the password is typed again.
  const initial = useMemo<Values>(() => Object.fromEntries(names.map((name) => [name, account?.connectFields[name] ?? ''])), [names, account]);
  const toBody = useMemo(
    () => (values: Values) => ({ fields: Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '').map(([name, value]) => [name, value.trim()])) }),
    [],
  );
  const check = useMemo(
    () => (values: Values) => {
      const problems: Record<string, FieldProblem> = {};
      for (const field of fields) if (field.required && !values[field.name]?.trim()) problems[field.name] = { kind: 'required' };
      return problems;
    },
    [fields],
  );
  const form = useSchemaForm<Values, { fields: Record<string, string> }>({ fields: names, initial, schema: ConnectBody, toBody, check });
  const { reset } = form;
  const connect = useConnect(onClose);

  useEffect(() => {
    if (network) reset(initial);
  }, [initial, network, reset]);

  if (!network) return null;
  const networkName = t(`types.${network.type}`);
  const help = PASSWORD_HELP[network.type];
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={account ? t('password.reconnectTitle', { name: account.name }) : t('password.title', { network: networkName })}
      description={help ? t(help) : t('password.descriptionOther')}
      form={form}
      pending={connect.isPending}
      submitLabel={t('password.submit')}
      pendingLabel={t('password.pending')}
      onSubmit={form.handleSubmit((body) => {
        if (connect.isPending) return;
        connect.mutate({ type: network.type, fields: body.fields, ...(account ? { accountId: account.id } : {}) }, { onError: (error) => form.showServerError(withFormFieldNames(error)) });
      })}
    >
      {fields.map((field, index) => {
        const key = fieldLabelKey(network.type, field.name);
        const label = key ? t(key) : field.label;
        return (
          <TextField
            key={field.name}
            {...form.text(field.name, label)}
            type={field.secret ? 'password' : field.name.toLowerCase().includes('url') ? 'url' : 'text'}
            autoComplete={field.secret ? 'new-password' : 'off'}
            spellCheck={false}
            dir="ltr"
            placeholder={field.placeholder}
            labelNote={field.required ? undefined : t('password.optional')}
            autoFocus={index === 0}
          />
        );
      })}
    </FormDialog>
  );
}
