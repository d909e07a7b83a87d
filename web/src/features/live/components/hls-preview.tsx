import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { VideoOffIcon } from 'lucide-react';
import { sessionAtom } from '../../session/session.atoms';

/**
 * The incoming stream played in the browser from the service's HLS preview. hls.js's light build (fetched only
 * when this preview opens) sends the session's token with every request; browsers that play HLS
 * themselves and cannot send it show the placeholder.
 */
export function HlsPreview({ path, publishing }: { path: string; publishing: boolean }) {
  const { t } = useTranslation('live');
  const video = useRef<HTMLVideoElement>(null);
  const token = useAtomValue(sessionAtom)?.accessToken ?? null;
  const [state, setState] = useState<'loading' | 'playing' | 'unavailable'>('loading');

  useEffect(() => {
    const element = video.current;
    if (!element || !publishing) return undefined;
    let destroyed = false;
    let player: { destroy: () => void } | null = null;
    // Playing once frames are shown, not when the playlist is read.
    const playing = () => setState('playing');
    element.addEventListener('playing', playing);
    setState('loading');
    void import('hls.js/light').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        setState('unavailable');
        return;
      }
      const hls = new Hls({
        liveSyncDurationCount: 2,
        // A small preview transmuxes on the page: no worker from a blob: URL for the CSP to allow.
        enableWorker: false,
        manifestLoadingMaxRetry: 6,
        xhrSetup: (xhr) => {
          if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        },
      });
      player = hls;
      hls.on(Hls.Events.MANIFEST_PARSED, () => {
        void element.play().catch(() => undefined);
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setState('unavailable');
      });
      hls.loadSource(path);
      hls.attachMedia(element);
    });
    return () => {
      destroyed = true;
      element.removeEventListener('playing', playing);
      player?.destroy();
    };
  }, [path, publishing, token]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-lg border bg-black" data-testid="live-preview" data-state={publishing ? state : 'idle'}>
      <video ref={video} className="size-full" muted playsInline controls={publishing && state === 'playing'} aria-label={t('preview.label')} />
      {(!publishing || state !== 'playing') && (
        <div className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-white/80">
          <span className="grid justify-items-center gap-2">
            <VideoOffIcon className="size-6" aria-hidden="true" />
            {!publishing ? t('preview.noSource') : state === 'loading' ? t('preview.loading') : t('preview.unavailable')}
          </span>
        </div>
      )}
    </div>
  );
}
