import { useSetAtom } from 'jotai';
import { MoonIcon, SunIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { themeAtom } from '../features/preferences/preferences.atoms';
import { useResolvedTheme } from '../features/preferences/use-resolved-theme';

/** Switches between the light and the dark theme (from `system`, to the opposite of what shows). */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const setTheme = useSetAtom(themeAtom);
  const shown = useResolvedTheme();
  const next = shown === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.switchToDark') : t('theme.switchToLight');
  return (
    <Button variant="ghost" size="icon" className={className} onClick={() => setTheme(next)} aria-label={label} title={label}>
      {shown === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
