import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HashIcon, MessageSquareQuoteIcon, QuoteIcon } from 'lucide-react';
import { captionInsertText, recordCaptionUse, type Caption, type CaptionVariableValues } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../../../components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/list-search';
import { CAPTIONS_KEY, captionPickerQuery } from '../queries';

/**
 * The composer's "Insert caption" button: a searchable list (arrows and Enter, or the mouse) of
 * the workspace's captions and hashtag groups, most used first; the chosen one is inserted with
 * its variables filled in and its use counted.
 */
export function CaptionPicker({ values, onInsert }: { values: () => CaptionVariableValues; onInsert: (text: string) => void }) {
  const { t } = useTranslation('captions');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useQuery({ ...captionPickerQuery(settled), enabled: open });
  const use = useMutation({
    mutationFn: (caption: Caption) => call(recordCaptionUse, { params: { id: caption.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAPTIONS_KEY }),
  });

  const choose = (caption: Caption) => {
    onInsert(captionInsertText(caption, values()));
    use.mutate(caption);
    setOpen(false);
    setSearch('');
  };

  const captions = list.data ?? [];
  // When the server's answer changes the list, the first option becomes the active one (Enter inserts it).
  const selected = captions.some((caption) => String(caption.id) === active) ? active : String(captions[0]?.id ?? '');
  const groups = [
    { kind: 'caption' as const, items: captions.filter((caption) => caption.kind === 'caption') },
    { kind: 'hashtags' as const, items: captions.filter((caption) => caption.kind === 'hashtags') },
  ].filter((group) => group.items.length > 0);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" size="sm" data-testid="caption-picker" aria-haspopup="listbox">
          <QuoteIcon />
          {t('picker.open')}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 max-w-[calc(100vw-2rem)] p-0">
        <Command shouldFilter={false} label={t('picker.label')} value={selected} onValueChange={setActive}>
          <CommandInput value={search} onValueChange={setSearch} placeholder={t('picker.search')} aria-label={t('picker.search')} data-testid="caption-picker-search" />
          <CommandList>
            {list.isPending || (list.isFetching && settled !== search) ? (
              <div className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground" role="status">
                <Spinner />
                {t('picker.loading')}
              </div>
            ) : list.isError ? (
              <div className="grid justify-items-center gap-2 py-6 text-sm" role="alert">
                <span className="text-destructive">{t('picker.error')}</span>
                <Button type="button" size="sm" variant="outline" onClick={() => void list.refetch()}>
                  {t('picker.retry')}
                </Button>
              </div>
            ) : (
              <>
                <CommandEmpty>{settled.trim() ? t('picker.noMatch', { search: settled.trim() }) : t('picker.empty')}</CommandEmpty>
                {groups.map((group) => (
                  <CommandGroup key={group.kind} heading={t(`kindsPlural.${group.kind}`)}>
                    {group.items.map((caption) => (
                      <CommandItem key={caption.id} value={String(caption.id)} onSelect={() => choose(caption)} className="items-start" data-testid={`caption-option-${caption.id}`}>
                        {caption.kind === 'hashtags' ? <HashIcon className="mt-0.5" /> : <MessageSquareQuoteIcon className="mt-0.5" />}
                        <span className="grid min-w-0 flex-1 gap-0.5">
                          <span className="flex items-baseline justify-between gap-2">
                            <span className="truncate font-medium">{caption.name}</span>
                            <span className="shrink-0 text-xs text-muted-foreground">{t('usage', { count: caption.usageCount })}</span>
                          </span>
                          <span className="line-clamp-2 text-xs text-muted-foreground">{caption.kind === 'hashtags' ? [caption.text, caption.tags.join(' ')].filter(Boolean).join(' ') : caption.text}</span>
                        </span>
                      </CommandItem>
                    ))}
                  </CommandGroup>
                ))}
              </>
            )}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
