import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlusIcon, XIcon } from 'lucide-react';
import { SUPPORT_IMAGE_TYPES, SUPPORT_MAX_IMAGES, type SupportImage } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/errors';
import { uploadImage } from '../images';
import { TicketImage } from './ticket-bits';

/** Images chosen for a ticket or a reply: each uploaded at once, removable before sending. */
export function ImagePicker({ id, images, onChange, error }: { id: string; images: SupportImage[]; onChange: (images: SupportImage[]) => void; error?: string | undefined }) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    setProblem(null);
    setUploading(true);
    const added: SupportImage[] = [];
    try {
      for (const file of [...files].slice(0, SUPPORT_MAX_IMAGES - images.length)) added.push(await uploadImage(file));
    } catch (failure) {
      setProblem(describeError(tc, failure));
    } finally {
      setUploading(false);
      onChange([...images, ...added]);
      if (input.current) input.current.value = '';
    }
  }

  const shown = problem ?? error;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {images.map((image) => (
          <span key={image.id} className="relative">
            <TicketImage image={image} />
            <button
              type="button"
              className="absolute -end-2 -top-2 flex size-6 items-center justify-center rounded-full border bg-background text-muted-foreground shadow-sm hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              aria-label={t('images.remove', { name: image.name })}
              onClick={() => onChange(images.filter((other) => other.id !== image.id))}
            >
              <XIcon className="size-3.5" />
            </button>
          </span>
        ))}
        {images.length < SUPPORT_MAX_IMAGES && (
          <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()} aria-describedby={shown ? `${id}-error` : undefined}>
            <ImagePlusIcon />
            {uploading ? t('images.uploading') : t('images.add')}
          </Button>
        )}
        <input ref={input} id={id} type="file" accept={SUPPORT_IMAGE_TYPES.join(',')} multiple className="sr-only" tabIndex={-1} onChange={(event) => void add(event.target.files)} />
      </div>
      <p className="text-xs text-muted-foreground">{t('images.hint', { count: SUPPORT_MAX_IMAGES })}</p>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {shown}
        </p>
      )}
    </div>
  );
}
