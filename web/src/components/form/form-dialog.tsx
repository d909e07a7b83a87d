import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { FormAlert } from './form-alert';
import type { FormAlertValue } from './use-schema-form';

/**
 * A form in a dialog (create and edit screens): title, the server's alert, the fields, Cancel
 * and the submit button. Escape or Cancel closes it unless a save is running.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
  wide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  form: { formRef: RefObject<HTMLFormElement | null>; alert: FormAlertValue | null };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation('forms');
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent closeLabel={t('close')} className={wide ? 'max-w-2xl' : undefined} {...(description ? {} : { 'aria-describedby': undefined })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={title}>
          <FormAlert alert={form.alert} />
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" aria-disabled={pending || undefined} aria-busy={pending || undefined}>
              {pending && <Spinner />}
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
