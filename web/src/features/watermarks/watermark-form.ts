import { CreateWatermarkBody, WATERMARK_DEFAULTS, type Watermark, type WatermarkKind, type WatermarkPosition } from '@cadence/contracts';

export interface WatermarkFormValues extends Record<string, unknown> {
  name: string;
  kind: WatermarkKind;
  mediaId: number | null;
  /** The picked image's signed URL, for the preview. */
  imageUrl: string | null;
  text: string;
  color: string;
  position: WatermarkPosition;
  margin: number;
  scale: number;
  opacity: number;
  accountIds: number[];
}

export const WATERMARK_FORM_FIELDS = ['name', 'kind', 'mediaId', 'text', 'color', 'position', 'margin', 'scale', 'opacity', 'accountIds'] as const;

export const EMPTY_WATERMARK: WatermarkFormValues = { name: '', kind: 'image', mediaId: null, imageUrl: null, text: '', ...WATERMARK_DEFAULTS, accountIds: [] };

export function watermarkFormValues(mark: Watermark): WatermarkFormValues {
  return {
    name: mark.name,
    kind: mark.kind,
    mediaId: mark.mediaId,
    imageUrl: mark.imageUrl,
    text: mark.text ?? '',
    color: mark.color,
    position: mark.position,
    margin: mark.margin,
    scale: mark.scale,
    opacity: mark.opacity,
    accountIds: [...mark.accountIds],
  };
}

/** Only the source of the chosen kind is sent. */
export function watermarkBody(values: WatermarkFormValues): CreateWatermarkBody {
  const common = { name: values.name.trim(), kind: values.kind, color: values.color, position: values.position, margin: values.margin, scale: values.scale, opacity: values.opacity, accountIds: values.accountIds };
  return values.kind === 'image' ? { ...common, mediaId: values.mediaId } : { ...common, text: values.text.trim() === '' ? null : values.text.trim() };
}

export { CreateWatermarkBody };
