import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, SaveIcon } from 'lucide-react';
import { updateAiSettings, updateBrandVoice, updatePlatformAiSettings, type AiSettings } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { FormAlert } from '../../../components/form/form-alert';
import { PageHeader } from '../../../components/page-header';
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { AI_KEY, aiSettingsQuery, brandVoiceQuery, platformAiSettingsQuery } from '../queries';
import { EndpointForm, ProbeResult } from './endpoint-form';

/** Settings › AI: the workspace's endpoint (its owner), its brand voice, and the platform's endpoint (staff). */
export function AiSettingsPage() {
  const { t } = useTranslation('ai');
  useDocumentTitle(t('settings.title'));
  const session = useRequiredSession();
  const inWorkspace = session.user.workspaceId !== null && hasPermission(session, 'Setting');
  const staff = hasPermission(session, 'SystemSetting');
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('settings.eyebrow')} title={t('settings.title')} description={t('settings.description')} />
      <section id="ai" className="grid max-w-4xl gap-6" aria-label={t('settings.aiSection')}>
        {inWorkspace && <WorkspaceEndpoint owner={session.user.workspaceRole === 'owner'} />}
        {inWorkspace && hasPermission(session, 'AIContentGenerator') && <BrandVoiceCard canEdit={session.user.workspaceRole === 'owner' || session.user.workspaceRole === 'admin'} />}
        {staff && <PlatformEndpoint />}
      </section>
    </div>
  );
}

function LoadingCard() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-2/3" />
    </div>
  );
}

function Describe({ settings }: { settings: AiSettings }) {
  const { t } = useTranslation('ai');
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="text-muted-foreground">{t('settings.fields.baseUrl')}</dt>
      <dd className="break-all">{settings.base_url}</dd>
      <dt className="text-muted-foreground">{t('settings.fields.apiKey')}</dt>
      <dd>{settings.api_key_set ? `•••• ${settings.api_key_last4 ?? ''}` : t('settings.fields.apiKeyNone')}</dd>
      {(['model_generation', 'model_rewriting', 'model_image_description'] as const).map((field) => (
        <div key={field} className="contents">
          <dt className="text-muted-foreground">{t(`settings.fields.${field}`)}</dt>
          <dd>{settings[field] ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function WorkspaceEndpoint({ owner }: { owner: boolean }) {
  const { t } = useTranslation('ai');
  const { t: tc } = useTranslation();
  const settings = useQuery(aiSettingsQuery());
  const data = settings.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.workspace.title')}</CardTitle>
        <CardDescription>
          {data?.source === 'workspace' ? t('settings.workspace.own') : data?.source === 'platform' ? t('settings.workspace.usesPlatform') : t('settings.workspace.none')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isPending ? (
          <LoadingCard />
        ) : settings.isError ? (
          <FormAlert alert={{ message: describeError(tc, settings.error), details: [] }} />
        ) : owner ? (
          <>
            <p className="text-sm text-muted-foreground">{t('settings.workspace.ownerHint')}</p>
            <EndpointForm key={data?.source} scope="workspace" current={data ?? null} save={async (body) => (await call(updateAiSettings, { body })).data} />
          </>
        ) : data && data.source !== 'none' ? (
          <>
            <Describe settings={data} />
            <ProbeResult probe={data.probe} />
            <p className="text-sm text-muted-foreground">{t('settings.workspace.ownerOnly')}</p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('settings.workspace.ownerOnly')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function PlatformEndpoint() {
  const { t } = useTranslation('ai');
  const { t: tc } = useTranslation();
  const settings = useQuery(platformAiSettingsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.platform.title')}</CardTitle>
        <CardDescription>{t('settings.platform.description')}</CardDescription>
        <Link to="/setting/ai-usage" className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline">
          {t('settings.platform.usageLink')}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <LoadingCard />
        ) : settings.isError ? (
          <FormAlert alert={{ message: describeError(tc, settings.error), details: [] }} />
        ) : (
          <EndpointForm scope="platform" current={settings.data} save={async (body) => (await call(updatePlatformAiSettings, { body })).data} />
        )}
      </CardContent>
    </Card>
  );
}

function BrandVoiceCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('ai');
  const { t: tc } = useTranslation();
  const voice = useQuery(brandVoiceQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.voice.title')}</CardTitle>
        <CardDescription>{t('settings.voice.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {voice.isPending ? (
          <LoadingCard />
        ) : voice.isError ? (
          <FormAlert alert={{ message: describeError(tc, voice.error), details: [] }} />
        ) : (
          <BrandVoiceForm initial={voice.data.voice} canEdit={canEdit} />
        )}
      </CardContent>
    </Card>
  );
}

function BrandVoiceForm({ initial, canEdit }: { initial: string; canEdit: boolean }) {
  const { t } = useTranslation('ai');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [value, setValue] = useState(initial);
  const mutation = useMutation({
    mutationFn: async () => (await call(updateBrandVoice, { body: { voice: value.trim() } })).data,
    onSuccess: async () => {
      snackbar.show(t('settings.voice.saved'), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: [...AI_KEY, 'brand-voice'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      {mutation.isError && <FormAlert alert={{ message: describeError(tc, mutation.error), details: [] }} />}
      <Label htmlFor="ai-brand-voice">{t('settings.voice.label')}</Label>
      <Textarea id="ai-brand-voice" rows={4} maxLength={2000} value={value} readOnly={!canEdit} onChange={(event) => setValue(event.target.value)} placeholder={t('settings.voice.placeholder')} />
      {canEdit ? (
        <Button type="submit" className="justify-self-start" disabled={mutation.isPending || value.trim() === initial.trim()}>
          {mutation.isPending ? <Spinner /> : <SaveIcon />}
          {t('settings.voice.save')}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t('settings.voice.adminOnly')}</p>
      )}
    </form>
  );
}
