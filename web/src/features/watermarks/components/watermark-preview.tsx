import { useState } from 'react';
import { placeMarkPercent, type Size, type WatermarkKind, type WatermarkPosition } from '@cadence/contracts';
import { cn } from '../../../lib/utils';

export interface PreviewMark {
  kind: WatermarkKind;
  imageUrl: string | null;
  text: string | null;
  color: string;
  position: WatermarkPosition;
  margin: number;
  scale: number;
  opacity: number;
}

/** A text mark's own proportions: about 0.6 em per character, one line. */
function textSize(text: string): Size {
  return { width: Math.max(1, text.length) * 60, height: 110 };
}

/**
 * The mark over a medium with the geometry the server uses (placeMark), in percent of the
 * medium's box, so the preview is exact at any displayed size. `media` is the medium's own size;
 * without an image behind, a neutral sample frame of that size is drawn.
 */
export function WatermarkPreview({ mark, media, backgroundUrl, className, label }: { mark: PreviewMark; media: Size; backgroundUrl?: string | null; className?: string; label: string }) {
  const [natural, setNatural] = useState<{ url: string; size: Size } | null>(null);
  const markSize = mark.kind === 'text' ? textSize(mark.text ?? '') : natural && natural.url === mark.imageUrl ? natural.size : null;
  const place = markSize ? placeMarkPercent(media, markSize, mark) : null;
  return (
    <figure
      role="img"
      aria-label={label}
      className={cn('relative overflow-hidden rounded-md border bg-muted', className)}
      style={{ aspectRatio: `${media.width} / ${media.height}` }}
      data-testid="watermark-preview"
    >
      {backgroundUrl ? (
        <img src={backgroundUrl} alt="" className="absolute inset-0 size-full object-cover" />
      ) : (
        <div aria-hidden className="absolute inset-0 bg-[linear-gradient(135deg,#64748b_0%,#94a3b8_45%,#cbd5e1_100%)] dark:bg-[linear-gradient(135deg,#1e293b_0%,#334155_55%,#475569_100%)]" />
      )}
      {mark.kind === 'image' && mark.imageUrl && (
        <img
          key={mark.imageUrl}
          src={mark.imageUrl}
          alt=""
          onLoad={(event) => setNatural({ url: mark.imageUrl ?? '', size: { width: event.currentTarget.naturalWidth || 1, height: event.currentTarget.naturalHeight || 1 } })}
          className={cn('absolute', !place && 'invisible')}
          style={place ? { left: `${place.left}%`, top: `${place.top}%`, width: `${place.width}%`, height: `${place.height}%`, opacity: mark.opacity / 100 } : { width: 1, height: 1 }}
          data-testid="watermark-preview-mark"
        />
      )}
      {mark.kind === 'text' && place && mark.text && (
        <svg
          viewBox={`0 0 ${textSize(mark.text).width} 110`}
          className="absolute"
          style={{ left: `${place.left}%`, top: `${place.top}%`, width: `${place.width}%`, height: `${place.height}%`, opacity: mark.opacity / 100 }}
          aria-hidden
          data-testid="watermark-preview-mark"
        >
          <text x="50%" y="80" textAnchor="middle" fontSize="100" fontWeight="700" fontFamily="sans-serif" fill={mark.color} textLength={textSize(mark.text).width * 0.96} lengthAdjust="spacingAndGlyphs">
            {mark.text}
          </text>
        </svg>
      )}
    </figure>
  );
}
