import { useState } from 'react';
import { CheckIcon, ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../ui/command';
import { Label } from '../ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { cn } from '../../lib/utils';
import { FieldMessages, describedBy, type BaseFieldProps } from './fields';

export interface MultiSelectOption<V extends string | number> {
  value: V;
  label: string;
  /** Shown under the label in the list (for a disabled option, why it cannot be chosen). */
  description?: string;
  /** Listed but not choosable. */
  disabled?: boolean;
}

/**
 * Several values from a list (plans, roles): the chosen ones once, as removable chips under the
 * field; every option in a filterable list opened from the field, the chosen ones ticked (cmdk:
 * type to filter, arrows and Enter to pick or unpick).
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
            {/* The chosen values are listed once, as removable chips under the field; here only how many. */}
            {selected.length === 0 ? <span className="text-muted-foreground">{placeholder}</span> : <span>{t('chosenCount', { count: selected.length })}</span>}
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
                    <CommandItem key={option.value} value={`${option.label} ${option.value}`} onSelect={() => toggle(option.value)} aria-selected={checked} disabled={option.disabled === true && !checked}>
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
