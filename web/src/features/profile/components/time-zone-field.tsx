import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronsUpDownIcon, LocateFixedIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../../../components/ui/command';
import { Label } from '../../../components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { FieldMessages } from '../../../components/form/fields';
import { cn } from '../../../lib/utils';
import { browserTimeZone, timeZoneOptions } from '../time-zones';

/** A searchable list of every IANA time zone, with the browser's own offered first. */
export function TimeZoneField({ value, onChange, error, hint }: { value: string; onChange: (zone: string) => void; error?: string | undefined; hint?: string }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const options = useMemo(() => timeZoneOptions(value), [value]);
  const local = browserTimeZone();
  const selected = options.find((option) => option.value === value);
  const label = (zone: string) => zone.replace(/_/g, ' ');

  return (
    <div className="grid gap-2">
      <Label htmlFor="time_zone">{t('fields.timeZone')}</Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id="time_zone"
            name="time_zone"
            type="button"
            variant="outline"
            role="combobox"
            aria-expanded={open}
            aria-invalid={error ? true : undefined}
            aria-describedby="time_zone-hint"
            className="w-full justify-between font-normal"
          >
            <span className="truncate">{selected ? `${label(selected.value)} (${selected.offset})` : t('fields.timeZonePlaceholder')}</span>
            <ChevronsUpDownIcon className="size-4 opacity-60" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0">
          <Command>
            <CommandInput placeholder={t('fields.timeZoneSearch')} aria-label={t('fields.timeZoneSearch')} />
            <CommandList aria-label={t('fields.timeZone')}>
              <CommandEmpty>{t('fields.timeZoneEmpty')}</CommandEmpty>
              {local && local !== value && (
                <CommandGroup heading={t('fields.timeZoneDetected')}>
                  <CommandItem
                    value={`detected ${local}`}
                    onSelect={() => {
                      onChange(local);
                      setOpen(false);
                    }}
                  >
                    <LocateFixedIcon aria-hidden="true" />
                    {label(local)}
                  </CommandItem>
                </CommandGroup>
              )}
              <CommandGroup heading={t('fields.timeZoneAll')}>
                {options.map((option) => (
                  <CommandItem
                    key={option.value}
                    value={`${option.value} ${option.offset}`}
                    onSelect={() => {
                      onChange(option.value);
                      setOpen(false);
                    }}
                  >
                    <CheckIcon className={cn('size-4', option.value === value ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                    <span className="flex-1 truncate">{label(option.value)}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">{option.offset}</span>
                  </CommandItem>
                ))}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      <FieldMessages id="time_zone" hint={hint ?? t('fields.timeZoneHint')} error={error} />
    </div>
  );
}
