import { useTranslation } from 'react-i18next';
import { CircleAlertIcon } from 'lucide-react';
import type { AccountType, ValidationIssue } from '@cadence/contracts';
import { isKnownIssue } from '../issues';
import { humanise } from '../settings-fields';
import { formatBytes } from '../../media/format';
import { NetworkMark } from '../../posts/components/network-mark';

/** One problem in the interface language (the rules' English message when the code is unknown). */
export function useIssueText() {
  const { t, i18n } = useTranslation('composer');
  const labels = t('settingLabels', { returnObjects: true }) as Record<string, string>;
  return (issue: ValidationIssue) => {
    const params = issue.params ?? {};
    if (issue.code === 'media.tooLarge' && typeof params.size === 'number' && typeof params.max === 'number') {
      const sizes = { ...params, sizeText: formatBytes(params.size, i18n.language), maxText: formatBytes(params.max, i18n.language) };
      return t(params.name ? 'issues.media.tooLarge' : 'issues.media.tooLargeUnnamed', sizes);
    }
    if (isKnownIssue(issue.code)) return t(`issues.${issue.code}`, { ...params, defaultValue: issue.message });
    if (issue.field === 'settings') {
      const key = String(params.requiredProperties ?? params.path ?? '').replace(/^\//, '').split('/')[0] ?? '';
      const field = labels[key] ?? humanise(key);
      return issue.code === 'settings.required' ? t('issues.settingsRequired', { field }) : t('issues.settingsInvalid', { field });
    }
    return issue.message;
  };
}

/** The problems of each selected network, listed under its name. */
export function IssueList({ issues, onShow }: { issues: ReadonlyMap<AccountType, readonly ValidationIssue[]>; onShow: (type: AccountType) => void }) {
  const { t } = useTranslation('composer');
  const { t: tp } = useTranslation('posts');
  const text = useIssueText();
  const withIssues = [...issues].filter(([, list]) => list.length > 0);
  if (withIssues.length === 0) return null;
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3" data-testid="composer-issues">
      <p className="flex items-center gap-2 text-sm font-semibold text-destructive">
        <CircleAlertIcon className="size-4" aria-hidden="true" />
        {t('issues.title')}
      </p>
      <ul className="grid gap-2">
        {withIssues.map(([type, list]) => (
          <li key={type} className="grid gap-1">
            <button type="button" onClick={() => onShow(type)} className="flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
              <NetworkMark type={type} />
              {tp(`accountTypes.${type}`)}
            </button>
            <ul className="grid list-disc gap-0.5 ps-8 text-sm text-destructive">
              {list.map((issue, index) => (
                <li key={`${issue.code}-${index}`}>{text(issue)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
