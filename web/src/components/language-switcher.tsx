import { useAtom } from 'jotai';
import { ChevronDownIcon, LanguagesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';
import { localeAtom } from '../features/preferences/preferences.atoms';
import { LOCALES, LOCALE_NAMES, isLocale } from '../lib/i18n';

/** English, French, Romanian, Chinese (SPEC §2); each language named in itself. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className={className} aria-label={t('language.label', { language: LOCALE_NAMES[locale] })}>
          <LanguagesIcon />
          <span className="hidden sm:inline">{LOCALE_NAMES[locale]}</span>
          <ChevronDownIcon className="size-3.5 opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.title')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={locale}
          onValueChange={(value) => {
            if (isLocale(value)) setLocale(value);
          }}
        >
          {LOCALES.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code === 'zh' ? 'zh-Hans' : code}>
              {LOCALE_NAMES[code]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
