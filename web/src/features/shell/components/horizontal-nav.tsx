import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CircleAlertIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/utils';
import { useSignOut } from '../../session/use-session';
import { isLinkItem, type MenuItem } from '../menu/menu';
import type { VisibleChild, VisibleEntry } from '../menu/filter-menu';
import { useVisibleMenu } from '../use-visible-menu';
import { PathLink } from './path-link';

const activeTrigger = 'bg-accent text-accent-foreground';

/** The menu as a bar under the top bar (navigation type "horizontal", large screens): one drop-down per section. */
export function HorizontalNav({ boxed }: { boxed: boolean }) {
  const { t } = useTranslation('shell');
  const { entries, trail } = useVisibleMenu();
  return (
    <nav aria-label={t('nav.label')} className="sticky top-16 z-20 hidden border-b bg-card lg:block">
      <ul className={cn('flex items-center gap-1 px-6 py-2', boxed && 'mx-auto max-w-7xl')}>
        {entries.map((entry, index) => (
          <li key={`${entry.id}-${index}`}>
            <TopEntry entry={entry} trail={trail} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TopEntry({ entry, trail }: { entry: VisibleEntry; trail: readonly string[] }) {
  const { t } = useTranslation('shell');
  if (entry.type === 'error') return <ErrorText />;
  if (entry.type === 'item') return <TopItem item={entry} trail={trail} />;
  // A section holding one plain item is that item.
  const only = entry.type === 'group' && entry.children.length === 1 ? entry.children[0] : undefined;
  if (only?.type === 'item') return <TopItem item={only} trail={trail} />;
  const title = entry.type === 'group' ? t(`sections.${entry.id}`) : t(`menu.${entry.id}`);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={cn(trail.includes(entry.id) && activeTrigger)}>
          {title}
          <ChevronDownIcon aria-hidden="true" className="size-3.5 opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-56">
        <MenuChildren entries={entry.children} trail={trail} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function TopItem({ item, trail }: { item: MenuItem; trail: readonly string[] }) {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  const Icon = item.icon;
  const label = (
    <>
      {Icon && <Icon aria-hidden="true" />}
      {t(`menu.${item.id}`)}
    </>
  );
  if (!isLinkItem(item)) {
    return (
      <Button variant="ghost" size="sm" onClick={signOut}>
        {label}
      </Button>
    );
  }
  const current = trail.at(-1) === item.id;
  return (
    <Button variant="ghost" size="sm" asChild className={cn(current && activeTrigger)}>
      <PathLink to={item.path} aria-current={current ? 'page' : undefined}>
        {label}
      </PathLink>
    </Button>
  );
}

function MenuChildren({ entries, trail }: { entries: readonly VisibleChild[]; trail: readonly string[] }) {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  return entries.map((entry, index) => {
    const key = `${entry.id}-${index}`;
    if (entry.type === 'error') {
      return (
        <DropdownMenuItem key={key} disabled>
          <ErrorText />
        </DropdownMenuItem>
      );
    }
    if (entry.type === 'collapse') {
      const Icon = entry.icon;
      return (
        <DropdownMenuSub key={key}>
          <DropdownMenuSubTrigger className={cn(trail.includes(entry.id) && 'font-medium text-accent-foreground')}>
            <Icon aria-hidden="true" />
            {t(`menu.${entry.id}`)}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent className="min-w-52">
            {entry.children.length === 0 ? (
              <DropdownMenuItem disabled>{t('menuEmpty')}</DropdownMenuItem>
            ) : (
              <MenuChildren entries={entry.children} trail={trail} />
            )}
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      );
    }
    const Icon = entry.icon;
    const label = (
      <>
        {Icon && <Icon aria-hidden="true" />}
        {t(`menu.${entry.id}`)}
      </>
    );
    if (!isLinkItem(entry)) {
      return (
        <DropdownMenuItem key={key} onSelect={signOut}>
          {label}
        </DropdownMenuItem>
      );
    }
    const current = trail.at(-1) === entry.id;
    return (
      <DropdownMenuItem key={key} asChild className={cn(current && 'bg-accent font-medium text-accent-foreground')}>
        <PathLink to={entry.path} aria-current={current ? 'page' : undefined}>
          {label}
        </PathLink>
      </DropdownMenuItem>
    );
  });
}

function ErrorText() {
  const { t } = useTranslation('shell');
  return (
    <span className="flex items-center gap-2 text-sm text-destructive">
      <CircleAlertIcon className="size-4" aria-hidden="true" />
      {t('menuError')}
    </span>
  );
}
