import type { ReactNode } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LayoutPanelTopIcon, Maximize2Icon, Minimize2Icon, MonitorIcon, MoonIcon, PanelLeftIcon, RotateCcwIcon, SunIcon, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Switch } from '../../../components/ui/switch';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { CONTAINERS, DEFAULT_APPEARANCE, FIELD_STYLES, FONTS, FONT_IDS, NAVIGATION_TYPES, RADII, type Appearance } from '../appearance';
import { PRESETS, PRESET_IDS } from '../presets';
import { appearanceAtom, localeAtom, themeAtom, THEMES } from '../preferences.atoms';

const MODE_ICONS: Record<(typeof THEMES)[number], LucideIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };
const NAVIGATION_ICONS: Record<(typeof NAVIGATION_TYPES)[number], LucideIcon> = { vertical: PanelLeftIcon, horizontal: LayoutPanelTopIcon };
const CONTAINER_ICONS: Record<(typeof CONTAINERS)[number], LucideIcon> = { full: Maximize2Icon, boxed: Minimize2Icon };

/** Finds the typed choice a radio group reported (its values are strings). */
function choose<T>(choices: readonly T[], value: string): T | undefined {
  return choices.find((choice) => String(choice) === value);
}

function Setting({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid gap-2.5">
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
      </p>
      {children}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

interface ThemeSettingsSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the settings went back to their defaults. */
  onReset?: () => void;
}

/** SPEC §2 theme: every setting of the theme configuration, applied at once and kept in the browser. */
export function ThemeSettingsSheet({ open, onOpenChange, onReset }: ThemeSettingsSheetProps) {
  const { t } = useTranslation('preferences');
  const [theme, setTheme] = useAtom(themeAtom);
  const [appearance, setAppearance] = useAtom(appearanceAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const update = (change: Partial<Appearance>) => setAppearance((current) => ({ ...current, ...change }));

  const reset = () => {
    setTheme('light');
    setAppearance(DEFAULT_APPEARANCE);
    setLocale(DEFAULT_LOCALE);
    onReset?.();
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="end" closeLabel={t('close')} className="w-full gap-0 sm:max-w-sm">
        <SheetHeader className="border-b">
          <SheetTitle>{t('title')}</SheetTitle>
          <SheetDescription>{t('description')}</SheetDescription>
        </SheetHeader>
        <div className="grid min-h-0 flex-1 content-start gap-7 overflow-y-auto p-5">
          <Setting id="setting-mode" label={t('mode.label')}>
            <RadioGroup value={theme} onValueChange={(value) => setTheme(choose(THEMES, value) ?? theme)} className="grid-cols-3" aria-labelledby="setting-mode-label">
              {THEMES.map((mode) => {
                const Icon = MODE_ICONS[mode];
                return (
                  <RadioCard key={mode} value={mode} className="flex-col py-3">
                    <Icon aria-hidden="true" />
                    {t(`mode.${mode}`)}
                  </RadioCard>
                );
              })}
            </RadioGroup>
          </Setting>

          <Setting id="setting-preset" label={t('preset.label')}>
            <RadioGroup
              value={appearance.preset}
              onValueChange={(value) => update({ preset: choose(PRESET_IDS, value) ?? appearance.preset })}
              className="grid-cols-2"
              aria-labelledby="setting-preset-label"
            >
              {PRESET_IDS.map((id) => (
                <RadioCard key={id} value={id} className="justify-start">
                  <span aria-hidden="true" className="size-4 shrink-0 rounded-full ring-1 ring-black/10" style={{ background: PRESETS[id].swatch }} />
                  <span className="truncate">{t(`preset.${id}`)}</span>
                </RadioCard>
              ))}
            </RadioGroup>
          </Setting>

          <Setting id="setting-font" label={t('font.label')}>
            <RadioGroup
              value={appearance.font}
              onValueChange={(value) => update({ font: choose(FONT_IDS, value) ?? appearance.font })}
              className="grid-cols-2"
              aria-labelledby="setting-font-label"
            >
              {FONT_IDS.map((id) => (
                <RadioCard key={id} value={id} className="justify-start" style={{ fontFamily: FONTS[id] }}>
                  {t(`font.${id}`)}
                </RadioCard>
              ))}
            </RadioGroup>
          </Setting>

          <Setting id="setting-radius" label={t('radius.label')}>
            <RadioGroup
              value={String(appearance.radius)}
              onValueChange={(value) => update({ radius: choose(RADII, value) ?? appearance.radius })}
              className="grid-cols-5"
              aria-labelledby="setting-radius-label"
            >
              {RADII.map((radius) => (
                <RadioCard key={radius} value={String(radius)} className="flex-col gap-1.5 px-1 py-2.5 text-xs" aria-label={t('radius.value', { value: radius })}>
                  <span aria-hidden="true" className="size-5 border-s-2 border-t-2 border-current" style={{ borderStartStartRadius: radius }} />
                  {radius}
                </RadioCard>
              ))}
            </RadioGroup>
          </Setting>

          <Setting id="setting-fields" label={t('fieldStyle.label')}>
            <RadioGroup
              value={appearance.fieldStyle}
              onValueChange={(value) => update({ fieldStyle: choose(FIELD_STYLES, value) ?? appearance.fieldStyle })}
              className="grid-cols-2"
              aria-labelledby="setting-fields-label"
            >
              {FIELD_STYLES.map((style) => (
                <RadioCard key={style} value={style} className="flex-col items-stretch gap-2 py-3">
                  <span
                    aria-hidden="true"
                    className={cn('h-6 rounded-sm', style === 'outlined' ? 'border border-input bg-background' : 'rounded-b-none border-b-2 border-input bg-muted')}
                  />
                  {t(`fieldStyle.${style}`)}
                </RadioCard>
              ))}
            </RadioGroup>
          </Setting>

          <Setting id="setting-navigation" label={t('navigation.label')} hint={t('navigation.hint')}>
            <RadioGroup
              value={appearance.navigation}
              onValueChange={(value) => update({ navigation: choose(NAVIGATION_TYPES, value) ?? appearance.navigation })}
              className="grid-cols-2"
              aria-labelledby="setting-navigation-label"
            >
              {NAVIGATION_TYPES.map((type) => {
                const Icon = NAVIGATION_ICONS[type];
                return (
                  <RadioCard key={type} value={type}>
                    <Icon aria-hidden="true" className="rtl:-scale-x-100" />
                    {t(`navigation.${type}`)}
                  </RadioCard>
                );
              })}
            </RadioGroup>
          </Setting>

          <Setting id="setting-container" label={t('container.label')}>
            <RadioGroup
              value={appearance.container}
              onValueChange={(value) => update({ container: choose(CONTAINERS, value) ?? appearance.container })}
              className="grid-cols-2"
              aria-labelledby="setting-container-label"
            >
              {CONTAINERS.map((container) => {
                const Icon = CONTAINER_ICONS[container];
                return (
                  <RadioCard key={container} value={container}>
                    <Icon aria-hidden="true" />
                    {t(`container.${container}`)}
                  </RadioCard>
                );
              })}
            </RadioGroup>
          </Setting>

          <Setting id="setting-language" label={t('language.label')}>
            <RadioGroup
              value={locale}
              onValueChange={(value) => setLocale(choose(LOCALES, value) ?? locale)}
              className="grid-cols-2"
              aria-labelledby="setting-language-label"
            >
              {LOCALES.map((code) => (
                <RadioCard key={code} value={code} lang={code === 'zh' ? 'zh-Hans' : code} className="justify-start">
                  {LOCALE_NAMES[code]}
                </RadioCard>
              ))}
            </RadioGroup>
          </Setting>

          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor="setting-rtl">{t('rtl.label')}</Label>
              <p id="setting-rtl-hint" className="text-xs text-muted-foreground">
                {t('rtl.hint')}
              </p>
            </div>
            <Switch id="setting-rtl" checked={appearance.rtl} onCheckedChange={(rtl) => update({ rtl })} aria-describedby="setting-rtl-hint" />
          </div>
        </div>
        <SheetFooter>
          <Button variant="outline" className="w-full" onClick={reset}>
            <RotateCcwIcon aria-hidden="true" />
            {t('reset')}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
