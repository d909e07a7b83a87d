import type { ComponentType } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BotIcon, GlobeIcon, KeyRoundIcon, LayoutDashboardIcon, SettingsIcon } from 'lucide-react';
import type { Permission } from '@cadence/contracts';
import { AiSettingsPage } from '../../ai/components/ai-settings-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';
import { DashboardSection } from './dashboard-section';
import { NetworkAppsSection } from './network-apps-section';
import { SystemSection } from './system-section';
import { WebsiteSection } from './website-section';
import { SETTINGS_TABS, type SettingsTab } from '../search';

// Icons the app already uses: every icon is in the first screens' icons chunk.
/** Each section: the permission that opens it (its endpoints' permission in the contracts), its label and icon, its screen. */
type TabLabel = 'tabs.ai' | 'tabs.system' | 'tabs.networkApps' | 'tabs.website' | 'tabs.dashboard';
const SECTIONS: Record<SettingsTab, { permission: Permission; label: TabLabel; icon: ComponentType; Screen: ComponentType }> = {
  ai: { permission: 'Setting', label: 'tabs.ai', icon: BotIcon, Screen: AiSettingsPage },
  system: { permission: 'SystemSetting', label: 'tabs.system', icon: SettingsIcon, Screen: SystemSection },
  'network-apps': { permission: 'SystemSetting', label: 'tabs.networkApps', icon: KeyRoundIcon, Screen: NetworkAppsSection },
  website: { permission: 'WebsiteSetting', label: 'tabs.website', icon: GlobeIcon, Screen: WebsiteSection },
  dashboard: { permission: 'DashboardSetting', label: 'tabs.dashboard', icon: LayoutDashboardIcon, Screen: DashboardSection },
};

/** Settings: the sections the person's permissions open, one tab each above the section's own header (the tab is kept in the address). */
export function SettingsHub({ tab }: { tab: SettingsTab | undefined }) {
  const { t } = useTranslation('settings');
  const session = useRequiredSession();
  const navigate = useNavigate();
  // AI settings serve a workspace (Setting) and the platform (SystemSetting): either opens them.
  const allowed = SETTINGS_TABS.filter((name) => hasPermission(session, SECTIONS[name].permission) || (name === 'ai' && hasPermission(session, 'SystemSetting')));
  const current = tab && allowed.includes(tab) ? tab : (allowed[0] ?? 'ai');
  useDocumentTitle(t('title'));
  if (allowed.length <= 1) {
    const { Screen } = SECTIONS[current];
    return <Screen />;
  }
  return (
    <div className="grid gap-4">
      <Tabs value={current} onValueChange={(value) => void navigate({ to: '/setting/content', search: { tab: value as SettingsTab }, replace: true })}>
        <TabsList aria-label={t('sections')} className="h-auto flex-wrap">
          {allowed.map((name) => {
            const { label, icon: Icon } = SECTIONS[name];
            return (
              <TabsTrigger key={name} value={name} data-testid={`settings-tab-${name}`}>
                <Icon aria-hidden="true" />
                {t(label)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {allowed.map((name) => {
          const { Screen } = SECTIONS[name];
          return (
            <TabsContent key={name} value={name}>
              <Screen />
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
