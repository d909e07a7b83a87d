import { useNavigate } from '@tanstack/react-router';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActivityIcon, BellRingIcon, CpuIcon, HardDriveIcon, MailIcon, SendIcon } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';
import { MONITORING_KEY, REFRESH_MS } from '../queries';
import type { MonitoringTab } from '../search';
import { ServicesTab } from './services-tab';
import { DeliveryTab } from './delivery-tab';
import { StorageTab } from './storage-tab';
import { MailTab } from './mail-tab';
import { StateTab } from './state-tab';
import { ThresholdsTab } from './thresholds-tab';

const ICONS = { services: ActivityIcon, delivery: SendIcon, thresholds: BellRingIcon, storage: HardDriveIcon, mail: MailIcon, state: CpuIcon } as const;

/** Staff: the services' health and events, the delivery queue, the alert thresholds, storage, the mail log and the running processes, refreshed live. */
export function MonitoringPage({ tab }: { tab: MonitoringTab | undefined }) {
  const { t } = useTranslation('monitoring');
  const session = useRequiredSession();
  const navigate = useNavigate();
  useDocumentTitle(t('title'));
  const tabs: MonitoringTab[] = ['services', 'delivery', 'thresholds', ...(hasPermission(session, 'ClientStorage') ? (['storage'] as const) : []), 'mail', 'state'];
  const current = tab && tabs.includes(tab) ? tab : 'services';
  const fetching = useIsFetching({ queryKey: MONITORING_KEY }) > 0;
  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        description={t('description')}
        actions={
          <span className="inline-flex items-center gap-2 text-sm text-muted-foreground" data-testid="monitoring-live">
            <span className="relative flex size-2" aria-hidden="true">
              {fetching && <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-75 motion-reduce:animate-none" />}
              <span className="relative inline-flex size-2 rounded-full bg-success" />
            </span>
            {t('live', { seconds: REFRESH_MS / 1000 })}
          </span>
        }
      />
      <Tabs value={current} onValueChange={(value) => void navigate({ to: '/post/monitoring', search: { tab: value as MonitoringTab }, replace: true })}>
        <TabsList aria-label={t('sections')} className="h-auto max-w-full flex-wrap justify-start">
          {tabs.map((value) => {
            const Icon = ICONS[value];
            return (
              <TabsTrigger key={value} value={value} data-testid={`monitoring-tab-${value}`}>
                <Icon aria-hidden="true" />
                {t(`tabs.${value}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="services">
          <ServicesTab />
        </TabsContent>
        <TabsContent value="delivery">
          <DeliveryTab />
        </TabsContent>
        <TabsContent value="thresholds">
          <ThresholdsTab />
        </TabsContent>
        {tabs.includes('storage') && (
          <TabsContent value="storage">
            <StorageTab />
          </TabsContent>
        )}
        <TabsContent value="mail">
          <MailTab />
        </TabsContent>
        <TabsContent value="state">
          <StateTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
