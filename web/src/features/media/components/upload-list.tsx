import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon, CircleAlertIcon, CopyIcon, LoaderIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/errors';
import { ApiError, errorEnvelope } from '../../../lib/api';
import type { UploadTask } from '../upload';

function Progress({ value }: { value: number }) {
  return (
    <span className="block h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
      <span className="block h-full rounded-full bg-primary transition-[width]" style={{ width: `${Math.round(value * 100)}%` }} />
    </span>
  );
}

/** Each file of the uploads with its progress, its outcome and, when it failed, why. */
export function UploadList({ tasks, onClear }: { tasks: readonly UploadTask[]; onClear: () => void }) {
  const { t } = useTranslation('media');
  const { t: tc } = useTranslation();
  if (tasks.length === 0) return null;
  const finished = tasks.some((task) => task.state === 'done' || task.state === 'failed');
  return (
    <section aria-labelledby="media-uploads" className="grid gap-2 rounded-xl border bg-card p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="media-uploads" className="text-sm font-semibold">
          {t('uploads.title')}
        </h2>
        {finished && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('uploads.clear')}
          </Button>
        )}
      </div>
      <ul className="grid max-h-56 gap-2 overflow-y-auto" aria-live="polite">
        {tasks.map((task) => {
          const percent = Math.round(task.progress * 100);
          const error = task.error
            ? 'key' in task.error
              ? t(`uploads.${task.error.key}`, task.error.values)
              : describeError(tc, new ApiError(errorEnvelope(400, task.error.message, '')))
            : null;
          return (
            <li key={task.key} className="grid gap-1 text-sm">
              <span className="flex items-center gap-2">
                {task.state === 'done' ? (
                  task.duplicate ? <CopyIcon className="size-4 text-muted-foreground" aria-hidden="true" /> : <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
                ) : task.state === 'failed' ? (
                  <CircleAlertIcon className="size-4 text-destructive" aria-hidden="true" />
                ) : (
                  <LoaderIcon className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1 truncate font-medium">{task.file.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {task.state === 'queued' && t('uploads.queued')}
                  {task.state === 'uploading' && t('uploads.uploading', { percent })}
                  {task.state === 'done' && (task.duplicate ? t('uploads.duplicate') : t('uploads.done'))}
                </span>
              </span>
              {task.state === 'uploading' && <Progress value={task.progress} />}
              {error && (
                <span role="alert" className="text-xs text-destructive">
                  {error}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
