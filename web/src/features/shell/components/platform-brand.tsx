import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { BrandLogo } from '../../../components/brand-logo';
import { platformNameAtom } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { usePlatformSettings } from '../../session/platform-settings';

/** Puts the platform's name in the tab's title while the signed-in frame is open. */
export function usePlatformTitle(): void {
  const { platform_name: name } = usePlatformSettings();
  const setName = useSetAtom(platformNameAtom);
  useEffect(() => setName(name), [name, setName]);
}

/** The platform's logo (Cadence's mark unless staff uploaded one) and, unless hidden by `wordClassName`, its name. */
export function PlatformBrand({ className, wordClassName }: { className?: string; wordClassName?: string }) {
  const { platform_name: name, logo_url: logo } = usePlatformSettings();
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2.5', className)}>
      {logo ? <img src={logo} alt="" className="size-8 shrink-0 rounded-lg object-contain" /> : <BrandLogo markOnly />}
      <span className={cn('truncate text-lg font-semibold tracking-tight', wordClassName)}>{name}</span>
    </span>
  );
}
