import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from 'lucide-react';
import type { CreatorApplication, SiteNetwork } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';
import { Badge } from '../../../components/ui/badge';
import { NETWORK_NAMES } from '../../public-site/components/network-logo';
import { STATUS_TONES, formatMinor, languageName } from '../labels';

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

/** A creator's rates, one per line, in the reader's language. */
export function RateList({ rates }: { rates: CreatorApplication['rates'] }) {
  const { t, i18n } = useTranslation('creators');
  return (
    <ul className="grid gap-1">
      {rates.map((rate) => (
        <li key={`${rate.amount}-${rate.currency}-${rate.unit}`}>{t('rate', { amount: formatMinor(rate.amount, rate.currency, i18n.language), unit: t(`units.${rate.unit}`) })}</li>
      ))}
    </ul>
  );
}

/** What an application says (bio, networks, languages, rates, portfolio), as the terms and details of a `<dl>`. */
export function ApplicationFacts({ application }: { application: CreatorApplication }) {
  const { t } = useTranslation('creators');
  return (
    <>
      <dt className="text-muted-foreground">{t('fields.bio')}</dt>
      <dd className="whitespace-pre-line">{application.bio}</dd>
      <dt className="text-muted-foreground">{t('fields.networks')}</dt>
      <dd>
        <NetworkBadges networks={application.networks} />
      </dd>
      <dt className="text-muted-foreground">{t('fields.languages')}</dt>
      <dd>
        <LanguageList languages={application.languages} />
      </dd>
      <dt className="text-muted-foreground">{t('fields.rates')}</dt>
      <dd>
        <RateList rates={application.rates} />
      </dd>
      <dt className="text-muted-foreground">{t('fields.portfolio')}</dt>
      <dd>
        {application.portfolio.length === 0 ? (
          <span className="text-muted-foreground">{t('profile.noPortfolio')}</span>
        ) : (
          <ul className="grid gap-1">
            {application.portfolio.map((link) => (
              <li key={link}>
                <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline">
                  {link}
                  <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </>
  );
}
