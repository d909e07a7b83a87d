import { useState, type ReactNode } from 'react';
import type * as React from 'react';
import { CircleAlertIcon, EyeIcon, EyeOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { cn } from '../lib/utils';

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string | undefined;
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
};

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter((value): value is string => value !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm text-destructive">
          <CircleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}

function FieldLabel({ id, label, labelNote, labelAside }: Pick<TextFieldProps, 'id' | 'label' | 'labelNote' | 'labelAside'>) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <Label htmlFor={id}>
        {label}
        {labelNote && <span className="font-normal text-muted-foreground">{labelNote}</span>}
      </Label>
      {labelAside}
    </div>
  );
}

/** A labelled input with its hint and its error, wired for assistive technology. */
export function TextField({ id, label, error, hint, labelNote, labelAside, className, ...props }: TextFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <FieldLabel id={id} label={label} labelNote={labelNote} labelAside={labelAside} />
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...props} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** An e-mail input: the right keyboard, no autocorrection or capitals, the browser's address book. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t('auth.fields.emailPlaceholder')}
      required
      {...props}
    />
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ id, label, error, hint, labelNote, labelAside, className, ...props }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn('grid gap-2', className)}>
      <FieldLabel id={id} label={label} labelNote={labelNote} labelAside={labelAside} />
      <div className="relative">
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          className="pe-11"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((current) => !current)}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-1 end-1 flex w-9 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {visible ? <EyeOffIcon className="size-4" aria-hidden="true" /> : <EyeIcon className="size-4" aria-hidden="true" />}
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
