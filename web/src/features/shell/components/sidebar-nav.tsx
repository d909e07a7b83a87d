import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CircleAlertIcon, DotIcon } from 'lucide-react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { cn } from '../../../lib/utils';
import { useSignOut } from '../../session/use-session';
import { isLinkItem, type MenuItem } from '../menu/menu';
import type { VisibleChild, VisibleCollapse, VisibleEntry } from '../menu/filter-menu';
import { PathLink } from './path-link';

const itemClasses =
  'flex min-h-9 w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm text-foreground/80 outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-[1.125rem] [&_svg]:shrink-0';
const activeClasses = 'bg-accent font-medium text-accent-foreground hover:bg-accent hover:text-accent-foreground';

/** Moves focus through the menu's links and buttons with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-nav-item]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

interface SidebarNavProps {
  entries: readonly VisibleEntry[];
  /** Ids from the outermost entry to the current page's link. */
  trail: readonly string[];
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
  id?: string;
}

/** The vertical menu: sections, collapsible entries and links, as filtered for the user. */
export function SidebarNav({ entries, trail, onNavigate, id }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  return (
    <nav id={id} aria-label={t('nav.label')} onKeyDown={moveFocus} className="grid gap-5 px-3 py-4">
      {entries.map((entry) =>
        entry.type === 'group' ? (
          <section key={entry.id} aria-labelledby={`menu-section-${entry.id}`} className="grid gap-1">
            <h2 id={`menu-section-${entry.id}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t(`sections.${entry.id}`)}
            </h2>
            <ul className="grid gap-0.5">
              {entry.children.map((child, index) => (
                <Child key={`${child.id}-${index}`} entry={child} trail={trail} depth={0} onNavigate={onNavigate} />
              ))}
            </ul>
          </section>
        ) : (
          <ul key={entry.id} className="grid gap-0.5">
            <Child entry={entry} trail={trail} depth={0} onNavigate={onNavigate} />
          </ul>
        ),
      )}
    </nav>
  );
}

function Child({ entry, trail, depth, onNavigate }: { entry: VisibleChild; trail: readonly string[]; depth: number; onNavigate: (() => void) | undefined }) {
  if (entry.type === 'error') return <MenuErrorEntry />;
  if (entry.type === 'collapse') return <CollapseEntry entry={entry} trail={trail} depth={depth} onNavigate={onNavigate} />;
  return (
    <li>
      <ItemEntry item={entry} active={trail.at(-1) === entry.id} depth={depth} onNavigate={onNavigate} />
    </li>
  );
}

function ItemEntry({ item, active, depth, onNavigate }: { item: MenuItem; active: boolean; depth: number; onNavigate: (() => void) | undefined }) {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  const Icon = item.icon ?? (depth > 0 ? DotIcon : undefined);
  const content = (
    <>
      {Icon && <Icon aria-hidden="true" className={cn(!item.icon && 'text-muted-foreground')} />}
      <span className="min-w-0 flex-1 truncate">{t(`menu.${item.id}`)}</span>
    </>
  );
  if (!isLinkItem(item)) {
    return (
      <button type="button" data-nav-item className={itemClasses} onClick={signOut}>
        {content}
      </button>
    );
  }
  return (
    <PathLink to={item.path} data-nav-item aria-current={active ? 'page' : undefined} className={cn(itemClasses, active && activeClasses)} onClick={onNavigate}>
      {content}
    </PathLink>
  );
}

function CollapseEntry({ entry, trail, depth, onNavigate }: { entry: VisibleCollapse; trail: readonly string[]; depth: number; onNavigate: (() => void) | undefined }) {
  const { t } = useTranslation('shell');
  const containsActive = trail.includes(entry.id);
  const [open, setOpen] = useState(containsActive);
  // Following a link into this entry opens it; the user may still close it afterwards.
  const [wasActive, setWasActive] = useState(containsActive);
  if (containsActive !== wasActive) {
    setWasActive(containsActive);
    if (containsActive) setOpen(true);
  }
  const Icon = entry.icon;
  return (
    <li>
      <Collapsible open={open} onOpenChange={setOpen}>
        <CollapsibleTrigger data-nav-item className={cn(itemClasses, containsActive && !open && 'text-accent-foreground')}>
          <Icon aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{t(`menu.${entry.id}`)}</span>
          <ChevronDownIcon aria-hidden="true" className={cn('size-4! text-muted-foreground transition-transform', open && 'rotate-180')} />
        </CollapsibleTrigger>
        <CollapsibleContent>
          {entry.children.length === 0 ? (
            <p className="ms-6 border-s py-2 ps-5 text-xs text-muted-foreground">{t('menuEmpty')}</p>
          ) : (
            <ul className="ms-5 mt-0.5 grid gap-0.5 border-s ps-2">
              {entry.children.map((child, index) => (
                <Child key={`${child.id}-${index}`} entry={child} trail={trail} depth={depth + 1} onNavigate={onNavigate} />
              ))}
            </ul>
          )}
        </CollapsibleContent>
      </Collapsible>
    </li>
  );
}

function MenuErrorEntry() {
  const { t } = useTranslation('shell');
  return (
    <li role="alert" className="flex items-center gap-2 px-3 py-2 text-sm text-destructive">
      <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
      {t('menuError')}
    </li>
  );
}
