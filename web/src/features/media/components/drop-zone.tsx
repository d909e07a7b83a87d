import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadCloudIcon } from 'lucide-react';
import { cn } from '../../../lib/utils';

/** Files dropped anywhere inside are handed to `onFiles`; while dragging, an overlay says where they go. */
export function DropZone({ onFiles, disabled, children, className }: { onFiles: (files: File[]) => void; disabled?: boolean; children: ReactNode; className?: string }) {
  const { t } = useTranslation('media');
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const hasFiles = (event: React.DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <div
      className={cn('relative', className)}
      onDragEnter={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      {children}
      {over && (
        <div className="pointer-events-none absolute inset-0 z-20 flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-primary bg-background/90 text-center">
          <UploadCloudIcon className="size-10 text-primary" aria-hidden="true" />
          <p className="text-base font-semibold">{t('dropHere')}</p>
          <p className="text-sm text-muted-foreground">{t('dropHint')}</p>
        </div>
      )}
    </div>
  );
}
