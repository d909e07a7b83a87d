import { useAtom } from 'jotai';
import { MoonIcon, SunIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { themeAtom } from '../features/preferences/preferences.atoms';

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useAtom(themeAtom);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.switchToDark') : t('theme.switchToLight');
  return (
    <Button variant="ghost" size="icon" className={className} onClick={() => setTheme(next)} aria-label={label} title={label}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
