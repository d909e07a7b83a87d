import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import type { Recipient } from '@cadence/contracts';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value';
import { FieldMessages } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../../../components/ui/command';
import { Label } from '../../../components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/utils';
import { recipientSearchQuery } from '../queries';

interface RecipientPickerProps {
  id: string;
  value: Recipient | null;
  onChange: (recipient: Recipient) => void;
  error?: string | undefined;
}

/** One active user, found by name or e-mail on the server as the staff member types. */
export function RecipientPicker({ id, value, onChange, error }: RecipientPickerProps) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const results = useQuery({ ...recipientSearchQuery(debounced), enabled: open });

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('send.user')}</Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            name={id}
            variant="outline"
            role="combobox"
            aria-expanded={open}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className={cn('w-full justify-between font-normal', !value && 'text-muted-foreground')}
          >
            <span className="truncate">{value ? `${value.name} · ${value.email}` : t('send.userPlaceholder')}</span>
            <ChevronsUpDownIcon className="opacity-50" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0">
          <Command shouldFilter={false}>
            <CommandInput value={search} onValueChange={setSearch} placeholder={t('send.userSearch')} aria-label={t('send.userSearch')} />
            <CommandList>
              {results.isPending ? (
                <div className="px-3 py-6 text-center text-sm text-muted-foreground" role="status">
                  {t('send.userLoading')}
                </div>
              ) : (
                <>
                  <CommandEmpty>{t('send.userEmpty')}</CommandEmpty>
                  <CommandGroup>
                    {(results.data ?? []).map((recipient) => (
                      <CommandItem
                        key={recipient.id}
                        value={String(recipient.id)}
                        onSelect={() => {
                          onChange(recipient);
                          setOpen(false);
                        }}
                      >
                        <CheckIcon className={cn('size-4', value?.id === recipient.id ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                        <span className="grid min-w-0">
                          <span className="truncate font-medium">{recipient.name}</span>
                          <span className="truncate text-xs text-muted-foreground">{recipient.email}</span>
                        </span>
                      </CommandItem>
                    ))}
                  </CommandGroup>
                </>
              )}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      <FieldMessages id={id} hint={t('send.audienceUserHint')} error={error} />
    </div>
  );
}
