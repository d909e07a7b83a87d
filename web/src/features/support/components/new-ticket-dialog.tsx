import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, createTicket, type SupportImage, type TicketCategory, type TicketCreateBody, type TicketDetail, type TicketPriority, type TicketStatus } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { TICKETS_KEY } from '../queries';
import { ImagePicker } from './image-picker';
import { selectClass } from './ticket-bits';

interface Values {
  title: string;
  description: string;
  category: TicketCategory;
  status: TicketStatus | '';
  priority: TicketPriority | '';
  images: SupportImage[];
}
const EMPTY: Values = { title: '', description: '', category: 'basic', status: '', priority: '', images: [] };

/** SPEC §5: a client gives a title and a category (basic unless picked); staff also give status and priority. */
export function NewTicketDialog({ open, staff, onClose, onOpened }: { open: boolean; staff: boolean; onClose: () => void; onOpened: (ticket: TicketDetail) => void }) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) {
      setValues(EMPTY);
      setErrors({});
    }
  }, [open]);
  // A field's error goes once it is changed; the next submit checks again.
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = key === 'images' ? 'image_ids' : key;
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const mutation = useMutation({
    mutationFn: (body: TicketCreateBody) => call(createTicket, { body }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
      snackbar.show(t('create.done', { title: response.data.title }), { tone: 'success' });
      onOpened(response.data);
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.title.trim()) found.title = t('create.required');
    if (staff && !values.status) found.status = t('create.required');
    if (staff && !values.priority) found.priority = t('create.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate({
      title: values.title.trim(),
      category: values.category,
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
      ...(staff && values.status ? { status: values.status } : {}),
      ...(staff && values.priority ? { priority: values.priority } : {}),
      ...(values.images.length > 0 ? { image_ids: values.images.map((image) => image.id) } : {}),
    });
  }

  const generalError = mutation.isError && !(isApiError(mutation.error) && Object.keys(mutation.error.fieldErrors).length > 0) ? describeError(tc, mutation.error) : null;
  const select = (id: 'category' | 'status' | 'priority', options: readonly string[], labelKey: 'categories' | 'statuses' | 'priorities', withBlank: boolean) => (
    <div className="grid gap-2">
      <Label htmlFor={`ticket-${id}`}>{t(`fields.${id}`)}</Label>
      <select
        id={`ticket-${id}`}
        className={selectClass}
        value={values[id]}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={errors[id] ? `ticket-${id}-error` : undefined}
        onChange={(event) => set(id, event.target.value as never)}
      >
        {withBlank && <option value="">{t('fields.choose')}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`${labelKey}.${option}` as 'categories.basic')}
          </option>
        ))}
      </select>
      {errors[id] && (
        <p id={`ticket-${id}-error`} className="text-sm text-destructive">
          {errors[id]}
        </p>
      )}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t(staff ? 'create.staffDescription' : 'create.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit} data-testid="ticket-form">
          <TextField id="ticket-title" label={t('fields.title')} value={values.title} maxLength={200} error={errors.title} onChange={(event) => set('title', event.target.value)} autoFocus />
          {select('category', TICKET_CATEGORIES, 'categories', false)}
          {staff && (
            <div className="grid gap-4 sm:grid-cols-2">
              {select('status', TICKET_STATUSES, 'statuses', true)}
              {select('priority', TICKET_PRIORITIES, 'priorities', true)}
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor="ticket-description">
              {t('fields.description')}
              <span className="font-normal text-muted-foreground"> {t('fields.optional')}</span>
            </Label>
            <Textarea id="ticket-description" rows={5} maxLength={10_000} value={values.description} onChange={(event) => set('description', event.target.value)} />
            {errors.description && <p className="text-sm text-destructive">{errors.description}</p>}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ticket-images">{t('fields.images')}</Label>
            <ImagePicker id="ticket-images" images={values.images} onChange={(images) => set('images', images)} error={errors.image_ids} />
          </div>
          {generalError && (
            <p role="alert" className="text-sm text-destructive">
              {generalError}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending} data-testid="ticket-submit">
              {mutation.isPending ? t('create.sending') : t('create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
