import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SendIcon } from 'lucide-react';
import {
  BROADCAST_MESSAGE_MAX,
  CreateBroadcastBody,
  STAFF_NOTIFICATION_TYPES,
  createBroadcast,
  type Broadcast,
  type BroadcastAudience,
  type Recipient,
  type StaffNotificationType,
} from '@cadence/contracts';
import { FieldMessages, SelectField, TextareaField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { call } from '../../../lib/api';
import { audienceQuery, broadcastKeys } from '../queries';
import { RecipientPicker } from './recipient-picker';

interface SendValues extends Record<string, unknown> {
  audience: BroadcastAudience;
  userId: number | null;
  plan: string;
  type: StaffNotificationType;
  message: string;
  in_app: boolean;
  email: boolean;
}

const FIELDS = ['audience', 'userId', 'plan', 'type', 'message', 'in_app', 'email'] as const;
const INITIAL: SendValues = { audience: 'user', userId: null, plan: '', type: 'announcement', message: '', in_app: true, email: false };
const AUDIENCES: readonly BroadcastAudience[] = ['user', 'plan', 'all'];

function toBody(values: SendValues): CreateBroadcastBody {
  return {
    audience: values.audience,
    ...(values.audience === 'user' && values.userId !== null ? { userId: values.userId } : {}),
    ...(values.audience === 'plan' && values.plan ? { plan: values.plan } : {}),
    type: values.type,
    message: values.message,
    in_app: values.in_app,
    email: values.email,
  };
}

function check(values: SendValues) {
  return {
    ...(values.audience === 'user' && values.userId === null ? { userId: { kind: 'required' as const } } : {}),
    ...(values.audience === 'plan' && !values.plan ? { plan: { kind: 'required' as const } } : {}),
    ...(!values.in_app && !values.email ? { in_app: { kind: 'invalid' as const } } : {}),
  };
}

/** The staff send form: who, what kind, the message, and the channels. */
export function BroadcastForm({ onSent }: { onSent: (broadcast: Broadcast) => void }) {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const audience = useQuery(audienceQuery());
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const form = useSchemaForm({ fields: FIELDS, initial: INITIAL, schema: CreateBroadcastBody, toBody, check });
  const { values } = form;
  const send = useMutation({
    mutationFn: async (body: CreateBroadcastBody) => (await call(createBroadcast, { body })).data,
    onSuccess: (broadcast) => {
      void queryClient.invalidateQueries({ queryKey: broadcastKeys.all });
      form.reset({ ...values, message: '' });
      onSent(broadcast);
    },
    onError: form.showServerError,
  });

  const everyone = audience.data?.everyone ?? 0;
  const plans = audience.data?.plans ?? [];
  const messageError = form.errorFor('message', t('send.message'));

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit((body) => send.mutate(body))} className="grid gap-6">
      <FormAlert alert={form.alert} />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{t('send.audience')}</legend>
        <RadioGroup
          id="audience"
          name="audience"
          value={values.audience}
          onValueChange={(next) => form.set('audience', next as BroadcastAudience)}
          className="grid-cols-1 sm:grid-cols-3"
          aria-label={t('send.audience')}
        >
          {AUDIENCES.map((option) => (
            <RadioCard key={option} value={option} className="flex-col items-start gap-0.5 px-4 py-3 text-start">
              <span>{t(option === 'user' ? 'send.audienceUser' : option === 'plan' ? 'send.audiencePlan' : 'send.audienceAll')}</span>
              <span className="text-xs font-normal text-muted-foreground">
                {option === 'user'
                  ? t('send.audienceUserHint')
                  : option === 'plan'
                    ? t('send.audiencePlanHint')
                    : t('send.audienceAllHint', { count: everyone })}
              </span>
            </RadioCard>
          ))}
        </RadioGroup>
      </fieldset>

      {values.audience === 'user' && (
        <RecipientPicker
          id="userId"
          value={recipient}
          onChange={(chosen) => {
            setRecipient(chosen);
            form.set('userId', chosen.id);
          }}
          error={form.errorFor('userId') ? t('send.errors.userId') : undefined}
        />
      )}
      {values.audience === 'plan' && (
        <SelectField
          id="plan"
          label={t('send.plan')}
          value={values.plan}
          onValueChange={(plan) => form.set('plan', plan)}
          options={plans.map((plan) => ({ value: plan.name, label: t('send.planUsers', { plan: plan.name, count: plan.users }) }))}
          placeholder={t('send.planPlaceholder')}
          hint={audience.isSuccess && plans.length === 0 ? t('send.planNone') : undefined}
          error={form.errorFor('plan') ? t('send.errors.plan') : undefined}
          disabled={plans.length === 0}
        />
      )}

      <SelectField
        id="type"
        label={t('send.type')}
        value={values.type}
        onValueChange={(type) => form.set('type', type)}
        options={STAFF_NOTIFICATION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />

      <TextareaField
        {...form.text('message', t('send.message'))}
        error={messageError && values.message.trim() === '' ? t('send.errors.message') : messageError}
        hint={t('send.messageHint', { max: BROADCAST_MESSAGE_MAX })}
        labelNote={` · ${t('send.messageCount', { count: values.message.length, max: BROADCAST_MESSAGE_MAX })}`}
        rows={5}
        maxLength={BROADCAST_MESSAGE_MAX}
        required
      />

      <fieldset className="grid gap-3" aria-describedby={form.errorFor('in_app') ? 'in_app-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('send.channels')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(['in_app', 'email'] as const).map((channel) => (
            <div key={channel} className="flex items-start gap-3 rounded-lg border px-4 py-3">
              <Checkbox
                id={channel}
                name={channel}
                checked={values[channel]}
                onCheckedChange={(checked) => form.set(channel, checked === true)}
                aria-describedby={`${channel}-hint`}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={channel}>{channel === 'in_app' ? t('send.inApp') : t('send.email')}</Label>
                <p id={`${channel}-hint`} className="text-xs text-muted-foreground">
                  {channel === 'in_app' ? t('send.inAppHint') : t('send.emailHint')}
                </p>
              </div>
            </div>
          ))}
        </div>
        <FieldMessages id="in_app" error={form.errorFor('in_app') ? t('send.errors.channel') : undefined} />
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner /> : <SendIcon aria-hidden="true" />}
          {send.isPending ? t('send.sending') : t('send.submit')}
        </Button>
      </div>
    </form>
  );
}
