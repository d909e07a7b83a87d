import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { FormAlert } from './form/form-alert';
import { describeError } from '../lib/errors';

/**
 * Asks before an action that is hard to undo (ban, disable, delete, revoke). It stays open while
 * the action runs and shows why it failed; it closes itself on success through `open`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  pending,
  error,
  destructive = true,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  pending: boolean;
  error?: unknown;
  destructive?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('forms');
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {error ? <FormAlert alert={{ message: describeError(t, error), details: [] }} /> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{tf('cancel')}</AlertDialogCancel>
          {/* Not AlertDialogAction: that would close the dialog before the answer comes. */}
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} aria-disabled={pending || undefined} aria-busy={pending || undefined}>
            {pending && <Spinner />}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
