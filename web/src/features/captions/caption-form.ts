import { CreateCaptionBody, type Caption, type CaptionKind } from '@cadence/contracts';

export interface CaptionFormValues extends Record<string, unknown> {
  kind: CaptionKind;
  name: string;
  text: string;
  /** Tags as typed: separated by spaces, commas or new lines, with or without their #. */
  tags: string;
}

export const CAPTION_FORM_FIELDS = ['kind', 'name', 'text', 'tags'] as const;
export const EMPTY_CAPTION: CaptionFormValues = { kind: 'caption', name: '', text: '', tags: '' };

export function captionFormValues(caption: Caption): CaptionFormValues {
  return { kind: caption.kind, name: caption.name, text: caption.text, tags: caption.tags.join(' ') };
}

/** The tags of what was typed, in order. */
export function parseTags(value: string): string[] {
  return value.split(/[\s,]+/).filter((tag) => tag !== '');
}

export function captionBody(values: CaptionFormValues): CreateCaptionBody {
  return { kind: values.kind, name: values.name.trim(), text: values.text, tags: parseTags(values.tags) };
}

export { CreateCaptionBody };
