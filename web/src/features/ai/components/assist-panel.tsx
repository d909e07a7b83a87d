import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowDownToLineIcon, HashIcon, ImageIcon, LanguagesIcon, ListOrderedIcon, PencilLineIcon, ReplaceIcon, ScissorsIcon, SparklesIcon, XIcon } from 'lucide-react';
import { aiReadiness, aiUsable, GENERATION_LANGUAGES, runAssist, updateMedia, type AccountType, type AssistAction, type AssistRequest, type AssistResult } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { FormAlert } from '../../../components/form/form-alert';
import { aiSettingsQuery } from '../queries';
import { AiCheckFailed, AiNotConfigured } from './ai-not-configured';

/** An image of the draft the assist may describe. */
export interface AssistImage {
  id: number;
  name: string;
  url: string;
  thumbnailUrl: string | null;
  kind: string;
}

const TEXT_ACTIONS = [
  ['rewrite', PencilLineIcon],
  ['shorten', ScissorsIcon],
  ['thread', ListOrderedIcon],
  ['hashtags', HashIcon],
] as const;

/** The image scaled down to at most 1024 px as a JPEG data URL, so it fits one request. */
async function imageAsDataUrl(url: string): Promise<string> {
  const blob = await (await fetch(url)).blob();
  const bitmap = await createImageBitmap(blob);
  const scale = Math.min(1, 1024 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}

/**
 * The composer's AI assist: rewrite, shorten, make a thread, translate, suggest hashtags, or
 * describe an image; each answer is previewed and replaces, is inserted into, or leaves the draft.
 */
export function AssistPanel({
  text,
  network,
  images,
  onReplace,
  onInsert,
}: {
  text: string;
  network: AccountType | null;
  images: readonly AssistImage[];
  onReplace: (text: string, thread: string[]) => void;
  onInsert: (text: string) => void;
}) {
  const { t } = useTranslation('ai');
  const { t: tc } = useTranslation();
  const settings = useQuery(aiSettingsQuery());
  const [language, setLanguage] = useState<(typeof GENERATION_LANGUAGES)[number]>('en');
  const [altFor, setAltFor] = useState<AssistImage | null>(null);
  const [altSaved, setAltSaved] = useState(false);
  const [imageError, setImageError] = useState(false);
  const mutation = useMutation({
    mutationFn: async (request: AssistRequest): Promise<AssistResult> => (await call(runAssist, { body: request, timeoutMs: 120_000 })).data,
  });
  const result = mutation.data;
  const saveAlt = useMutation({
    mutationFn: async ({ id, altText }: { id: number; altText: string }) => (await call(updateMedia, { params: { id }, body: { altText } })).data,
    onSuccess: () => setAltSaved(true),
  });

  if (settings.isPending) return null;
  const data = settings.data;
  const readiness = aiReadiness(data, 'rewriting');
  const configured = aiUsable(readiness);
  const imagesWork = data?.probe?.images === true && data.model_image_description !== null;

  const runText = (action: AssistAction) => {
    setAltFor(null);
    mutation.mutate({ action, text, ...(network ? { network } : {}), ...(action === 'translate' ? { language } : {}) });
  };
  const describe = async (image: AssistImage) => {
    setAltFor(image);
    setAltSaved(false);
    setImageError(false);
    mutation.reset();
    let dataUrl: string;
    try {
      dataUrl = await imageAsDataUrl(image.url);
    } catch {
      setImageError(true);
      return;
    }
    mutation.mutate({ action: 'alt_text', image: dataUrl, language });
  };
  const empty = text.trim() === '';
  const asText = (value: AssistResult) => (value.action === 'hashtags' ? value.hashtags.join(' ') : value.text);

  return (
    <Card data-testid="ai-assist">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SparklesIcon className="size-4 text-primary" aria-hidden="true" />
          {t('assist.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isError ? (
          <FormAlert alert={{ message: describeError(tc, settings.error), details: [] }} />
        ) : !configured ? (
          <AiNotConfigured task="rewriting" readiness={readiness} />
        ) : (
          <>
            {readiness.state === 'check_failed' && <AiCheckFailed reason={readiness.reason} />}
            <p className="text-sm text-muted-foreground">{network ? t('assist.forNetwork') : t('assist.forMain')}</p>
            <div className="flex flex-wrap gap-2">
              {TEXT_ACTIONS.map(([action, Icon]) => (
                <Button key={action} type="button" size="sm" variant="outline" disabled={empty || mutation.isPending} onClick={() => runText(action)} data-testid={`assist-${action}`}>
                  <Icon />
                  {t(`assist.actions.${action}`)}
                </Button>
              ))}
              <span className="inline-flex items-center gap-1">
                <Button type="button" size="sm" variant="outline" disabled={empty || mutation.isPending} onClick={() => runText('translate')} data-testid="assist-translate">
                  <LanguagesIcon />
                  {t('assist.actions.translate')}
                </Button>
                <select
                  aria-label={t('assist.language')}
                  className="h-8 rounded-md border border-input bg-background px-2 text-sm"
                  value={language}
                  onChange={(event) => setLanguage(event.target.value as typeof language)}
                >
                  {GENERATION_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {t(`generator.languages.${code}`)}
                    </option>
                  ))}
                </select>
              </span>
            </div>
            {empty && <p className="text-sm text-muted-foreground">{t('assist.writeFirst')}</p>}
            {images.some((image) => image.kind !== 'video') && (
              <div className="grid gap-2">
                <p className="text-sm font-medium">{t('assist.altTitle')}</p>
                <div className="flex flex-wrap gap-2">
                  {images
                    .filter((image) => image.kind !== 'video')
                    .map((image) => (
                      <Button key={image.id} type="button" size="sm" variant="outline" disabled={!imagesWork || mutation.isPending} onClick={() => void describe(image)} title={image.name}>
                        <ImageIcon />
                        <span className="max-w-32 truncate">{t('assist.altFor', { name: image.name })}</span>
                      </Button>
                    ))}
                </div>
                {!imagesWork && <p className="text-sm text-muted-foreground">{t('assist.noImages')}</p>}
              </div>
            )}
            {mutation.isPending && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                <Spinner />
                {t('assist.working')}
              </p>
            )}
            {imageError && <FormAlert alert={{ message: t('assist.imageUnreadable'), details: [] }} />}
            {mutation.isError && <FormAlert alert={{ message: describeError(tc, mutation.error), details: [] }} />}
            {result && (
              <div className="grid gap-2 rounded-lg border bg-muted/30 p-3" data-testid="assist-result">
                <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t(`assist.actions.${result.action}`)}</p>
                <p className="whitespace-pre-wrap break-words text-sm">{asText(result)}</p>
                {result.thread.map((part, index) => (
                  <p key={index} className="whitespace-pre-wrap break-words border-s-2 ps-3 text-sm">
                    {part}
                  </p>
                ))}
                {result.issues.length > 0 && (
                  <ul className="text-sm text-destructive">
                    {result.issues.map((issue) => (
                      <li key={issue}>{issue}</li>
                    ))}
                  </ul>
                )}
                <div className="flex flex-wrap gap-2">
                  {result.action === 'alt_text' && altFor ? (
                    <Button type="button" size="sm" onClick={() => saveAlt.mutate({ id: altFor.id, altText: result.text })} disabled={saveAlt.isPending || altSaved}>
                      <ReplaceIcon />
                      {altSaved ? t('assist.altSaved') : t('assist.saveAlt')}
                    </Button>
                  ) : (
                    <>
                      {result.action !== 'hashtags' && (
                        <Button type="button" size="sm" onClick={() => { onReplace(result.text, result.thread); mutation.reset(); }} data-testid="assist-replace">
                          <ReplaceIcon />
                          {t('assist.replace')}
                        </Button>
                      )}
                      <Button type="button" size="sm" variant={result.action === 'hashtags' ? 'default' : 'outline'} onClick={() => { onInsert([asText(result), ...result.thread].join('\n\n')); mutation.reset(); }} data-testid="assist-insert">
                        <ArrowDownToLineIcon />
                        {t('assist.insert')}
                      </Button>
                    </>
                  )}
                  <Button type="button" size="sm" variant="ghost" onClick={() => { mutation.reset(); setAltFor(null); }} data-testid="assist-discard">
                    <XIcon />
                    {t('assist.discard')}
                  </Button>
                </div>
                {saveAlt.isError && <FormAlert alert={{ message: describeError(tc, saveAlt.error), details: [] }} />}
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
