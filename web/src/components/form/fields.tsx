import type { ReactNode } from 'react';
import { CircleAlertIcon } from 'lucide-react';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Switch } from '../ui/switch';
import { Textarea } from '../ui/textarea';
import { cn } from '../../lib/utils';

export function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter((value): value is string => value !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's hint and error, referenced by the control through aria-describedby. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
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

export interface BaseFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
}

/** An on/off setting: label and hint on the left, the switch on the right. */
export function SwitchField({ id, label, hint, error, className, checked, onCheckedChange, disabled }: BaseFieldProps & { checked: boolean; onCheckedChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3">
        <div className="grid gap-1">
          <Label htmlFor={id}>{label}</Label>
          {hint && (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          )}
        </div>
        <Switch
          id={id}
          name={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/** A choice among a few values. */
export function SelectField<V extends string>({
  id,
  label,
  hint,
  error,
  className,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
}: BaseFieldProps & { value: V | ''; onValueChange: (value: V) => void; options: readonly { value: V; label: string }[]; placeholder?: string; disabled?: boolean }) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onValueChange(next as V)} disabled={disabled}>
        <SelectTrigger id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A multi-line text. */
export function TextareaField({ id, label, hint, error, className, labelNote, ...props }: BaseFieldProps & { labelNote?: string } & Omit<React.ComponentProps<'textarea'>, 'id'>) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {labelNote && <span className="font-normal text-muted-foreground">{labelNote}</span>}
      </Label>
      <Textarea id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...props} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A block of a form with a title (a settings section). */
export function FormSection({ title, description, children, id }: { title: string; description?: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} className="grid gap-4">
      <div className="grid gap-1">
        <h3 id={id ? `${id}-title` : undefined} className="text-sm font-semibold">
          {title}
        </h3>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
