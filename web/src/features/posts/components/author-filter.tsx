import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import type { PostAuthorOption } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../../../components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/list-search';
import { cn } from '../../../lib/utils';
import { postAuthorsQuery } from '../queries';

/** SPEC §3: the staff filter's user options show each user's name and e-mail; typing searches both. */
export function AuthorFilter({ value, onChange }: { value: number | undefined; onChange: (userId: number | undefined) => void }) {
  const { t } = useTranslation('posts');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PostAuthorOption | null>(null);
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const options = useQuery({ ...postAuthorsQuery(search), enabled: open });
  const label = value && picked?.id === value ? `${picked.name} · ${picked.email}` : value ? `#${value}` : t('filters.anyUser');

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" role="combobox" aria-expanded={open} aria-label={t('filters.user')} className="w-64 justify-between font-normal">
          <span className="truncate">{label}</span>
          <ChevronsUpDownIcon className="size-4 opacity-60" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 p-0">
        <Command shouldFilter={false}>
          <CommandInput placeholder={t('filters.userSearch')} aria-label={t('filters.userSearch')} value={text} onValueChange={setText} />
          <CommandList aria-label={t('filters.user')}>
            <CommandEmpty>{options.isFetching ? '…' : t('filters.userEmpty')}</CommandEmpty>
            <CommandGroup>
              <CommandItem
                value="any"
                onSelect={() => {
                  onChange(undefined);
                  setOpen(false);
                }}
              >
                <CheckIcon className={cn('size-4', value === undefined ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                {t('filters.anyUser')}
              </CommandItem>
              {(options.data ?? []).map((user) => (
                <CommandItem
                  key={user.id}
                  value={String(user.id)}
                  onSelect={() => {
                    setPicked(user);
                    onChange(user.id);
                    setOpen(false);
                  }}
                >
                  <CheckIcon className={cn('size-4', value === user.id ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                  <span className="grid">
                    <span>{user.name}</span>
                    <span className="text-xs text-muted-foreground">{user.email}</span>
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
