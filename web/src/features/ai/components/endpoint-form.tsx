import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon, CircleAlertIcon, SaveIcon } from 'lucide-react';
import type { AiSettings, AiSettingsBody } from '@cadence/contracts';
import { isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { FormAlert } from '../../../components/form/form-alert';
import { AI_KEY } from '../queries';

const MODEL_FIELDS = ['model_generation', 'model_rewriting', 'model_image_description'] as const;

/** What saving learned about an endpoint, in plain words. */
export function ProbeResult({ probe }: { probe: AiSettings['probe'] }) {
  const { t, i18n } = useTranslation('ai');
  if (!probe) return null;
  const Icon = probe.ok ? CircleCheckIcon : CircleAlertIcon;
  return (
    <div role="status" className={`grid gap-1 rounded-lg border p-3 text-sm ${probe.ok ? 'border-emerald-500/40 bg-emerald-500/5' : 'border-destructive/40 bg-destructive/5'}`} data-testid="ai-probe">
      <p className="flex items-start gap-2 font-medium">
        <Icon className={`mt-0.5 size-4 shrink-0 ${probe.ok ? 'text-emerald-600 dark:text-emerald-400' : 'text-destructive'}`} aria-hidden="true" />
        {probe.message}
      </p>
      <p className="text-muted-foreground">
        {t('settings.probe.facts', {
          models: probe.models.length,
          streaming: t(probe.streaming === null ? 'settings.probe.unknown' : probe.streaming ? 'settings.probe.yes' : 'settings.probe.no'),
          images: t(probe.images === null ? 'settings.probe.unknown' : probe.images ? 'settings.probe.yes' : 'settings.probe.no'),
          when: formatDateTime(probe.checked_at, i18n.language),
        })}
      </p>
    </div>
  );
}

/** An OpenAI-compatible endpoint's form: base URL, a write-only key, a model per task. */
export function EndpointForm({ current, save, scope }: { current: AiSettings | null; save: (body: AiSettingsBody) => Promise<AiSettings>; scope: 'workspace' | 'platform' }) {
  const { t } = useTranslation('ai');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const own = current && current.source !== 'none' && (scope === 'platform' || current.source === 'workspace') ? current : null;
  const [baseUrl, setBaseUrl] = useState(own?.base_url ?? '');
  const [apiKey, setApiKey] = useState('');
  const [removeKey, setRemoveKey] = useState(false);
  const [models, setModels] = useState<Record<(typeof MODEL_FIELDS)[number], string>>({
    model_generation: own?.model_generation ?? '',
    model_rewriting: own?.model_rewriting ?? '',
    model_image_description: own?.model_image_description ?? '',
  });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      setApiKey('');
      setRemoveKey(false);
      await queryClient.invalidateQueries({ queryKey: AI_KEY });
    },
  });
  const fieldErrors = isApiError(mutation.error) ? mutation.error.fieldErrors : {};
  const known = mutation.data?.probe?.models ?? own?.probe?.models ?? [];
  const shown = mutation.data ?? own;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: AiSettingsBody = {
      base_url: baseUrl.trim(),
      ...(removeKey ? { api_key: null } : apiKey.trim() ? { api_key: apiKey.trim() } : {}),
      model_generation: models.model_generation.trim() || null,
      model_rewriting: models.model_rewriting.trim() || null,
      model_image_description: models.model_image_description.trim() || null,
    };
    mutation.mutate(body);
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={submit} aria-label={t(scope === 'platform' ? 'settings.platform.title' : 'settings.workspace.title')}>
      {mutation.isError && Object.keys(fieldErrors).length === 0 && <FormAlert alert={{ message: describeError(tc, mutation.error), details: [] }} />}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>{t('settings.fields.baseUrl')}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          required
          value={baseUrl}
          onChange={(event) => setBaseUrl(event.target.value)}
          placeholder="https://api.openai.com/v1"
          aria-invalid={fieldErrors.base_url ? true : undefined}
          aria-describedby={`${id}-url-hint`}
          data-testid={`ai-${scope}-base-url`}
        />
        <p id={`${id}-url-hint`} className={`text-sm ${fieldErrors.base_url ? 'text-destructive' : 'text-muted-foreground'}`}>
          {fieldErrors.base_url ?? t('settings.fields.baseUrlHint')}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-key`}>{t('settings.fields.apiKey')}</Label>
        <Input
          id={`${id}-key`}
          type="password"
          autoComplete="off"
          value={apiKey}
          disabled={removeKey}
          onChange={(event) => setApiKey(event.target.value)}
          placeholder={shown?.api_key_set ? t('settings.fields.apiKeyKept', { last4: shown.api_key_last4 ?? '' }) : t('settings.fields.apiKeyNone')}
          data-testid={`ai-${scope}-api-key`}
        />
        {shown?.api_key_set && (
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={removeKey} onCheckedChange={(value) => setRemoveKey(value === true)} />
            {t('settings.fields.removeKey')}
          </label>
        )}
      </div>
      <datalist id={`${id}-models`}>
        {known.map((model) => (
          <option key={model} value={model} />
        ))}
      </datalist>
      <div className="grid gap-4 md:grid-cols-3">
        {MODEL_FIELDS.map((field) => (
          <div key={field} className="grid content-start gap-2">
            <Label htmlFor={`${id}-${field}`}>{t(`settings.fields.${field}`)}</Label>
            <Input
              id={`${id}-${field}`}
              list={`${id}-models`}
              value={models[field]}
              onChange={(event) => setModels((current) => ({ ...current, [field]: event.target.value }))}
              placeholder={field === 'model_generation' ? 'gpt-4o-mini' : t('settings.fields.modelOptional')}
              data-testid={`ai-${scope}-${field}`}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={mutation.isPending || baseUrl.trim() === ''} data-testid={`ai-${scope}-save`}>
          {mutation.isPending ? <Spinner /> : <SaveIcon />}
          {mutation.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
        <p className="text-sm text-muted-foreground">{t('settings.probeHint')}</p>
      </div>
      <ProbeResult probe={shown?.probe ?? null} />
    </form>
  );
}
