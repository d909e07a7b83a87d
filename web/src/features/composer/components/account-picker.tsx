import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BoxesIcon, CheckIcon, PlugIcon, TriangleAlertIcon } from 'lucide-react';
import type { Group, SocialAccount } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { AccountAvatar } from '../../posts/components/network-mark';

/**
 * Who the post goes to: accounts one by one (avatar with its network's mark) and groups of
 * accounts. Each is a toggle button, so arrows of the tab order and Space/Enter pick.
 */
export function AccountPicker({
  accounts,
  groups,
  accountIds,
  groupIds,
  onChange,
  invalid,
}: {
  accounts: readonly SocialAccount[];
  groups: readonly Group[];
  accountIds: readonly number[];
  groupIds: readonly number[];
  onChange: (next: { accountIds: number[]; groupIds: number[] }) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation('composer');
  const { t: tp } = useTranslation('posts');
  const inGroups = new Set(groups.filter((group) => groupIds.includes(group.id)).flatMap((group) => group.accountIds));

  if (accounts.length === 0) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <PlugIcon className="size-4" aria-hidden="true" />
        {t('accounts.none')}
        <Button asChild size="sm" variant="outline" className="ms-auto">
          <Link to="/manage_platform">{t('accounts.connect')}</Link>
        </Button>
      </div>
    );
  }

  const toggleAccount = (id: number) =>
    onChange({ groupIds: [...groupIds], accountIds: accountIds.includes(id) ? accountIds.filter((item) => item !== id) : [...accountIds, id] });
  const toggleGroup = (id: number) =>
    onChange({ accountIds: [...accountIds], groupIds: groupIds.includes(id) ? groupIds.filter((item) => item !== id) : [...groupIds, id] });

  return (
    <div className="grid gap-3" aria-invalid={invalid || undefined}>
      {groups.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('accounts.groups')}>
          {groups.map((group) => {
            const on = groupIds.includes(group.id);
            return (
              <li key={group.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggleGroup(group.id)}
                  className={cn(
                    'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    on ? 'border-primary bg-primary/10 text-primary' : 'hover:bg-accent',
                  )}
                  data-testid={`group-${group.id}`}
                >
                  <BoxesIcon className="size-4" aria-hidden="true" />
                  {group.name}
                  <span className="text-xs text-muted-foreground">{t('accounts.groupSize', { count: group.accountIds.length })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ul className="flex flex-wrap gap-2" aria-label={t('accounts.label')}>
        {accounts.map((account) => {
          const on = accountIds.includes(account.id);
          const viaGroup = !on && inGroups.has(account.id);
          const broken = account.health.state === 'broken';
          return (
            <li key={account.id}>
              <button
                type="button"
                aria-pressed={on || viaGroup}
                onClick={() => toggleAccount(account.id)}
                title={broken ? (account.health.message ?? t('accounts.broken')) : undefined}
                className={cn(
                  'inline-flex items-center gap-2 rounded-full border py-1 ps-1 pe-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  on ? 'border-primary bg-primary/10' : viaGroup ? 'border-primary/50 border-dashed bg-primary/5' : 'hover:bg-accent',
                )}
                data-testid={`account-${account.id}`}
              >
                <AccountAvatar type={account.type} name={account.name} avatarUrl={account.avatarUrl} className="size-7" />
                <span className="grid text-start leading-tight">
                  <span className="max-w-40 truncate font-medium">{account.name}</span>
                  <span className="text-xs text-muted-foreground">{tp(`accountTypes.${account.type}`)}</span>
                </span>
                {broken && <TriangleAlertIcon className="size-4 text-destructive" aria-label={t('accounts.broken')} role="img" />}
                {(on || viaGroup) && <CheckIcon className="size-4 text-primary" aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
