import { SITE_NETWORKS, type SectionOf } from '@cadence/contracts';
import { NETWORK_NAMES, NetworkLogo } from '../network-logo';
import { SectionHeading, SectionShell } from './section-shell';

/** The networks Cadence publishes to (SPEC §9), with their marks. */
export function NetworksSection({ section, index }: { section: SectionOf<'networks'>; index: number }) {
  const headingId = `section-${index}-title`;
  return (
    <SectionShell aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} />
      <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
        {SITE_NETWORKS.map((network) => (
          <li key={network} className="flex items-center gap-2.5 rounded-full border bg-card px-4 py-2 text-sm font-medium shadow-xs">
            <NetworkLogo network={network} className="size-5" />
            {NETWORK_NAMES[network]}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
