import { useEffect, useRef, useState } from 'react';
import { SearchIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '../ui/input';
import { SEARCH_DEBOUNCE_MS } from './list-search';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The list's search box: what is typed is sent once typing pauses; the URL's value (back
 * button, a cleared search) flows back into the box.
 */
export function DataTableSearch({ value, onSearch, label, placeholder }: { value: string; onSearch: (search: string) => void; label: string; placeholder?: string }) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (settled.trim() === sent.current.trim()) return;
    sent.current = settled;
    onSearch(settled);
  }, [settled, onSearch]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            sent.current = text;
            onSearch(text);
          }
        }}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            sent.current = '';
            onSearch('');
          }}
          aria-label={t('search.clear')}
          className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
