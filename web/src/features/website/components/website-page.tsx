import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { WEBSITE_TABS, type WebsiteSearch, type WebsiteTab } from '../queries';
import { PagesTab } from './pages-tab';
import { FaqTab } from './faq-tab';
import { TestimonialsTab } from './testimonials-tab';
import { SubscribersTab } from './subscribers-tab';
import { RequestsTab } from './requests-tab';

export type Navigate = (search: WebsiteSearch, replace?: boolean) => void;

/** /website-pages (WebsiteSetting): the public site's pages, FAQ, testimonials, newsletter subscribers, and what visitors sent. */
export function WebsitePage({ search, onNavigate }: { search: WebsiteSearch; onNavigate: Navigate }) {
  const { t } = useTranslation('website');
  useDocumentTitle(t('title'));
  const tab = search.tab ?? 'pages';
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <Tabs value={tab} onValueChange={(next) => onNavigate({ ...(next === 'pages' ? {} : { tab: next as WebsiteTab }), ...(search.locale ? { locale: search.locale } : {}) })} className="gap-4">
        <TabsList>
          {WEBSITE_TABS.map((name) => (
            <TabsTrigger key={name} value={name} data-testid={`website-tab-${name}`}>
              {t(`tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="pages">{tab === 'pages' && <PagesTab search={search} onNavigate={onNavigate} />}</TabsContent>
        <TabsContent value="faq">{tab === 'faq' && <FaqTab search={search} onNavigate={onNavigate} />}</TabsContent>
        <TabsContent value="testimonials">{tab === 'testimonials' && <TestimonialsTab search={search} onNavigate={onNavigate} />}</TabsContent>
        <TabsContent value="subscribers">{tab === 'subscribers' && <SubscribersTab search={search} onNavigate={onNavigate} />}</TabsContent>
        <TabsContent value="inquiries">{tab === 'inquiries' && <RequestsTab key="inquiries" kind="inquiries" search={search} onNavigate={onNavigate} />}</TabsContent>
        <TabsContent value="quotes">{tab === 'quotes' && <RequestsTab key="quotes" kind="quotes" search={search} onNavigate={onNavigate} />}</TabsContent>
      </Tabs>
    </div>
  );
}
