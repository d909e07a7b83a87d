import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookmarkIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { SAVED_REPLY_VARIABLES, createSavedReply, deleteSavedReply, updateSavedReply, type SavedReply } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { SAVED_REPLIES_KEY, savedRepliesQuery } from '../queries';

type Editing = { id: number | null; name: string; body: string };

/** The desk's saved replies: pick one to insert in the reply box (its variables filled), or keep the list. */
export function SavedRepliesDialog({ open, onOpenChange, onInsert }: { open: boolean; onOpenChange: (open: boolean) => void; onInsert: (reply: SavedReply) => void }) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<SavedReply | null>(null);
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const replies = useQuery({ ...savedRepliesQuery(search), enabled: open });
  useEffect(() => {
    if (open) {
      setSearch('');
      setEditing(null);
    }
  }, [open]);
  const remove = useMutation({
    mutationFn: (id: number) => call(deleteSavedReply, { params: { id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: SAVED_REPLIES_KEY });
      snackbar.show(t('saved.deleted', { name: response.data.name }), {
        tone: 'success',
      });
      setRemoving(null);
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" data-testid="saved-replies" closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('saved.title')}</DialogTitle>
          <DialogDescription>{t('saved.description')}</DialogDescription>
        </DialogHeader>
        {editing ? (
          <SavedReplyForm editing={editing} onDone={() => setEditing(null)} />
        ) : (
          <div className="grid gap-3">
            <div className="flex gap-2">
              <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('saved.search')} aria-label={t('saved.search')} />
              <Button variant="outline" onClick={() => setEditing({ id: null, name: '', body: '' })}>
                <PlusIcon />
                {t('saved.new')}
              </Button>
            </div>
            {replies.isPending ? (
              <div className="grid gap-2" aria-busy="true" aria-label={t('saved.loading')}>
                <Skeleton className="h-14 w-full" />
                <Skeleton className="h-14 w-full" />
              </div>
            ) : replies.isError ? (
              <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 p-3 text-sm">
                <p>{describeError(tc, replies.error)}</p>
                <Button variant="outline" size="sm" className="w-fit" onClick={() => void replies.refetch()}>
                  {t('retry')}
                </Button>
              </div>
            ) : replies.data.data.length === 0 ? (
              <div className="grid justify-items-center gap-1 rounded-md border border-dashed p-6 text-center">
                <BookmarkIcon className="size-6 text-muted-foreground" aria-hidden />
                <p className="font-medium">{search.trim() ? t('saved.noMatch') : t('saved.emptyTitle')}</p>
                {!search.trim() && <p className="text-sm text-muted-foreground">{t('saved.emptyBody')}</p>}
              </div>
            ) : (
              <ul className="grid max-h-80 gap-2 overflow-y-auto" aria-label={t('saved.title')}>
                {replies.data.data.map((reply) => (
                  <li key={reply.id} className="grid gap-1 rounded-md border p-3">
                    <div className="flex items-start justify-between gap-2">
                      <button
                        type="button"
                        className="text-start font-medium hover:underline focus-visible:underline focus-visible:outline-none"
                        onClick={() => {
                          onInsert(reply);
                          onOpenChange(false);
                        }}
                      >
                        {reply.name}
                      </button>
                      <div className="flex shrink-0 gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('saved.edit', { name: reply.name })}
                          onClick={() =>
                            setEditing({
                              id: reply.id,
                              name: reply.name,
                              body: reply.body,
                            })
                          }
                        >
                          <PencilIcon />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={t('saved.delete', { name: reply.name })} onClick={() => setRemoving(reply)}>
                          <Trash2Icon />
                        </Button>
                      </div>
                    </div>
                    <p className="line-clamp-2 text-sm text-muted-foreground">{reply.body.replace(/\s+/g, ' ')}</p>
                    <Button
                      variant="secondary"
                      size="sm"
                      className="w-fit"
                      onClick={() => {
                        onInsert(reply);
                        onOpenChange(false);
                      }}
                    >
                      {t('saved.insert')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(next) => {
            if (!next) {
              setRemoving(null);
              remove.reset();
            }
          }}
          title={t('saved.deleteTitle')}
          description={t('saved.deleteBody', { name: removing?.name ?? '' })}
          confirmLabel={t('saved.deleteConfirm')}
          pendingLabel={t('saved.deleting')}
          onConfirm={() => removing && remove.mutate(removing.id)}
          pending={remove.isPending}
          error={remove.error}
        />
      </DialogContent>
    </Dialog>
  );
}

function SavedReplyForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [name, setName] = useState(editing.name);
  const [body, setBody] = useState(editing.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A field's error goes once it is changed; the next submit checks again.
  const clear = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  const mutation = useMutation({
    mutationFn: () =>
      editing.id === null
        ? call(createSavedReply, {
            body: { name: name.trim(), body: body.trim() },
          })
        : call(updateSavedReply, {
            params: { id: editing.id },
            body: { name: name.trim(), body: body.trim() },
          }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: SAVED_REPLIES_KEY });
      snackbar.show(t('saved.done', { name: response.data.name }), {
        tone: 'success',
      });
      onDone();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.status === 409) setErrors({ name: t('saved.nameTaken') });
      else if (isApiError(failure) && Object.keys(failure.fieldErrors).length > 0) setErrors(failure.fieldErrors);
      else setErrors({ form: describeError(tc, failure) });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = t('create.required');
    if (!body.trim()) next.body = t('create.required');
    setErrors(next);
    if (Object.keys(next).length === 0) mutation.mutate();
  }
  return (
    <form className="grid gap-3" noValidate onSubmit={submit} data-testid="saved-reply-form">
      <TextField
        id="saved-reply-name"
        label={t('saved.name')}
        value={name}
        maxLength={120}
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          clear('name');
        }}
        error={errors.name}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="saved-reply-body">{t('saved.text')}</Label>
        <Textarea
          id="saved-reply-body"
          rows={6}
          maxLength={10_000}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            clear('body');
          }}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? 'saved-reply-body-hint saved-reply-body-error' : 'saved-reply-body-hint'}
        />
        <p id="saved-reply-body-hint" className="text-xs text-muted-foreground">
          {t('saved.variables')} {SAVED_REPLY_VARIABLES.map((name) => `{{${name}}}`).join(' ')}
        </p>
        {errors.body && (
          <p id="saved-reply-body-error" role="alert" className="text-sm text-destructive">
            {errors.body}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('create.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {editing.id === null ? t('saved.save') : t('saved.update')}
        </Button>
      </div>
    </form>
  );
}
