import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageUpIcon, Trash2Icon } from 'lucide-react';
import { AVATAR_UPLOAD, deleteAvatar, uploadAvatar, type SessionUser } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { initialsOf } from '../../session/session';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { useUpdateSessionUser } from '../use-update-session-user';

/** Checks what the server would refuse before sending it (type and size; the server sniffs too). */
function problemOf(file: File): 'type' | 'size' | null {
  if (!(AVATAR_UPLOAD.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_UPLOAD.maxBytes) return 'size';
  return null;
}

/** The photo: choose an image, see it, upload it (stored as a 256×256 WebP), or remove it. */
export function AvatarEditor({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const inputRef = useRef<HTMLInputElement>(null);
  const updateUser = useUpdateSessionUser();
  const snackbar = useSnackbar();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The preview's object URL is released when it is replaced or the page is left.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(AVATAR_UPLOAD.field, file);
      return call(uploadAvatar, { form, timeoutMs: 60_000 });
    },
    onSuccess: (response) => {
      updateUser(response.data);
      setChosen(null);
      snackbar.show(t('avatar.uploaded'), { tone: 'success' });
    },
  });
  const remove = useMutation({
    mutationFn: () => call(deleteAvatar),
    onSuccess: (response) => {
      updateUser(response.data);
      snackbar.show(t('avatar.removed'), { tone: 'success' });
    },
  });
  const error = upload.error ?? remove.error;
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-wrap items-center gap-5">
      <Avatar className="size-20 text-lg ring-2 ring-border">
        {(chosen?.url ?? user.avatarUrl) && <AvatarImage src={chosen?.url ?? user.avatarUrl ?? undefined} alt={chosen ? t('avatar.previewAlt') : t('avatar.alt', { name: user.name })} />}
        <AvatarFallback className="text-lg">{initialsOf(user)}</AvatarFallback>
      </Avatar>
      <div className="grid gap-2">
        <input
          ref={inputRef}
          id="avatar-file"
          type="file"
          accept={AVATAR_UPLOAD.types.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            upload.reset();
            const found = problemOf(file);
            if (found) {
              setProblem(found === 'type' ? t('avatar.wrongType') : t('avatar.tooLarge', { size: AVATAR_UPLOAD.maxBytes / 1024 / 1024 }));
              return;
            }
            setProblem(null);
            setChosen({ file, url: URL.createObjectURL(file) });
          }}
        />
        {chosen ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => upload.mutate(chosen.file)} aria-busy={upload.isPending || undefined} aria-disabled={busy || undefined}>
              {upload.isPending ? <Spinner /> : <ImageUpIcon />}
              {upload.isPending ? t('avatar.uploading') : t('avatar.save')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setChosen(null)} disabled={upload.isPending}>
              {tf('cancel')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} disabled={busy}>
              <ImageUpIcon />
              {user.avatarUrl ? t('avatar.change') : t('avatar.upload')}
            </Button>
            {user.avatarUrl && (
              <Button type="button" variant="ghost" onClick={() => remove.mutate()} aria-busy={remove.isPending || undefined} disabled={busy}>
                {remove.isPending ? <Spinner /> : <Trash2Icon />}
                {t('avatar.remove')}
              </Button>
            )}
          </div>
        )}
        <p className={problem || error ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'} aria-live="polite">
          {problem ?? (error ? describeError(tc, error) : chosen ? t('avatar.previewHint') : t('avatar.hint', { size: AVATAR_UPLOAD.maxBytes / 1024 / 1024 }))}
        </p>
      </div>
    </div>
  );
}
