import { useState, type ReactNode } from 'react';
import { CheckIcon, ChevronsUpDownIcon, CircleAlertIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../ui/command';
import { Label } from '../ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Switch } from '../ui/switch';
import { Textarea } from '../ui/textarea';
import { cn } from '../../lib/utils';

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
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

interface BaseFieldProps {
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

export interface MultiSelectOption<V extends string | number> {
  value: V;
  label: string;
  /** Shown under the label in the list. */
  description?: string;
}

/**
 * Several values from a list (plans, roles): the chosen ones as removable chips, the others in
 * a filterable list opened from the field (cmdk: type to filter, arrows and Enter to pick).
 */
export function MultiSelectField<V extends string | number>({
  id,
  label,
  hint,
  error,
  className,
  value,
  onValueChange,
  options,
  placeholder,
  searchPlaceholder,
  emptyText,
  loading,
}: BaseFieldProps & {
  value: readonly V[];
  onValueChange: (value: V[]) => void;
  options: readonly MultiSelectOption<V>[];
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  loading?: boolean;
}) {
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  const selected = options.filter((option) => value.includes(option.value));
  const toggle = (option: V) => onValueChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            name={id}
            type="button"
            variant="outline"
            role="combobox"
            aria-expanded={open}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            className="h-auto min-h-10 w-full justify-between px-3 py-1.5 font-normal"
          >
            {selected.length === 0 ? (
              <span className="text-muted-foreground">{placeholder}</span>
            ) : (
              <span className="flex flex-wrap gap-1.5 py-0.5">
                {selected.map((option) => (
                  <Badge key={option.value} variant="accent" className="text-xs">
                    {option.label}
                  </Badge>
                ))}
              </span>
            )}
            <ChevronsUpDownIcon className="size-4 opacity-60" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0">
          <Command>
            <CommandInput placeholder={searchPlaceholder} aria-label={searchPlaceholder} />
            <CommandList aria-label={label}>
              <CommandEmpty>{loading ? t('loadingOptions') : emptyText}</CommandEmpty>
              <CommandGroup>
                {options.map((option) => {
                  const checked = value.includes(option.value);
                  return (
                    <CommandItem key={option.value} value={`${option.label} ${option.value}`} onSelect={() => toggle(option.value)} aria-selected={checked}>
                      <span
                        className={cn(
                          'flex size-4 items-center justify-center rounded-[4px] border border-input',
                          checked && 'border-primary bg-primary text-primary-foreground',
                        )}
                        aria-hidden="true"
                      >
                        {checked && <CheckIcon className="size-3" />}
                      </span>
                      <span className="grid">
                        <span>{option.label}</span>
                        {option.description && <span className="text-xs text-muted-foreground">{option.description}</span>}
                      </span>
                    </CommandItem>
                  );
                })}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('selected', { label })}>
          {selected.map((option) => (
            <li key={option.value}>
              <Badge variant="outline" className="gap-1 py-0.5 pr-0.5">
                {option.label}
                <button
                  type="button"
                  onClick={() => toggle(option.value)}
                  aria-label={t('remove', { item: option.label })}
                  className="flex size-5 items-center justify-center rounded-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>svg]:size-3!"
                >
                  <XIcon aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
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
