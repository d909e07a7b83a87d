import { useTranslation } from 'react-i18next';
import type { SiteNetwork } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';
import { Badge } from '../../../components/ui/badge';
import { NETWORK_NAMES } from '../../public-site/components/network-logo';
import { STATUS_TONES, languageName } from '../labels';

/** A native select styled like the inputs (filters and small choices). */
export const selectClass =
  'h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50';

/** An application's or a hire's status as a word with its tone. */
export function CreatorStatusBadge({ status }: { status: keyof typeof STATUS_TONES }) {
  const { t } = useTranslation('creators');
  return <StatusBadge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</StatusBadge>;
}

const isNetwork = (value: string): value is SiteNetwork => value in NETWORK_NAMES;

/** The networks a creator works on. */
export function NetworkBadges({ networks }: { networks: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {networks.map((network) => (
        <Badge key={network} variant="secondary">
          {isNetwork(network) ? NETWORK_NAMES[network] : network}
        </Badge>
      ))}
    </span>
  );
}

/** The languages a creator works in, named in the reader's language. */
export function LanguageList({ languages }: { languages: readonly string[] }) {
  const { i18n } = useTranslation();
  return <span>{languages.map((code) => languageName(code, i18n.language)).join(', ')}</span>;
}
