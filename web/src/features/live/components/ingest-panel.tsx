import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CopyIcon, EyeIcon, EyeOffIcon, RefreshCwIcon } from 'lucide-react';
import { regenerateLiveIngestKey, type LiveIngest } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusBadge } from '../../../components/status-badge';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { LIVE_KEY } from '../queries';

/** Where the streaming software sends the stream: the ingest URL and the secret key, with copy, reveal and regenerate. */
export function IngestPanel({ ingest }: { ingest: LiveIngest }) {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const regenerate = useMutation({
    mutationFn: () => call(regenerateLiveIngestKey),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: [...LIVE_KEY, 'ingest'] });
      snackbar.show(t('ingest.regenerated'), { tone: 'success' });
    },
  });
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      snackbar.show(t('ingest.copied', { what }), { tone: 'success' });
    } catch {
      snackbar.show(t('ingest.copyFailed'), { tone: 'error' });
    }
  };

  return (
    <section aria-labelledby="ingest-title" className="grid gap-4 rounded-xl border bg-card p-5" data-testid="live-ingest">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ingest-title" className="text-base font-semibold">
          {t('ingest.title')}
        </h2>
        {ingest.unavailable ? (
          <StatusBadge tone="destructive">{t('ingest.notListening')}</StatusBadge>
        ) : (
          <StatusBadge tone={ingest.publishing ? 'success' : 'muted'}>{ingest.publishing ? t('ingest.receiving') : t('ingest.waiting')}</StatusBadge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t('ingest.help')}</p>
      {ingest.unavailable ? (
        // No address is handed out while nothing listens there: why, and whom to ask.
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive ring-1 ring-destructive/30 ring-inset" data-testid="ingest-unavailable">
          {t('ingest.unavailable', { reason: ingest.unavailable })}
        </p>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="ingest-url">{t('ingest.url')}</Label>
          <div className="flex gap-2">
            <Input id="ingest-url" readOnly value={ingest.rtmp_url} className="font-mono" data-testid="ingest-url" />
            <Button type="button" variant="outline" size="icon" onClick={() => void copy(ingest.rtmp_url, t('ingest.url'))} aria-label={t('ingest.copyUrl')} title={t('ingest.copyUrl')}>
              <CopyIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor="ingest-key">{t('ingest.key')}</Label>
        <div className="flex gap-2">
          <Input id="ingest-key" readOnly type={revealed ? 'text' : 'password'} value={ingest.stream_key} className="font-mono" autoComplete="off" data-testid="ingest-key" />
          <Button type="button" variant="outline" size="icon" onClick={() => setRevealed((value) => !value)} aria-label={revealed ? t('ingest.hideKey') : t('ingest.showKey')} aria-pressed={revealed} title={revealed ? t('ingest.hideKey') : t('ingest.showKey')}>
            {revealed ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          </Button>
          <Button type="button" variant="outline" size="icon" onClick={() => void copy(ingest.stream_key, t('ingest.key'))} aria-label={t('ingest.copyKey')} title={t('ingest.copyKey')}>
            <CopyIcon aria-hidden="true" />
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('ingest.keySecret')}</p>
      </div>
      <div>
        <Button type="button" variant="outline" onClick={() => setConfirming(true)} data-testid="ingest-regenerate">
          <RefreshCwIcon aria-hidden="true" />
          {t('ingest.regenerate')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('ingest.regenerateTitle')}
        description={t('ingest.regenerateBody')}
        confirmLabel={t('ingest.regenerate')}
        pendingLabel={t('ingest.regenerating')}
        onConfirm={() => regenerate.mutate()}
        pending={regenerate.isPending}
        error={regenerate.error}
      />
    </section>
  );
}
