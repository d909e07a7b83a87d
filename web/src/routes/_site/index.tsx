import { createFileRoute } from '@tanstack/react-router';
import { SITE_SLUGS } from '@cadence/contracts';
import { CmsPage } from '../../features/public-site/components/cms-page';
import { SitePageError, SitePageNotFound, SitePagePending } from '../../features/public-site/components/page-states';
import { loadSitePage } from '../../features/public-site/queries';
import { contentLocaleOf } from '../../features/public-site/site-locale';

export const Route = createFileRoute('/_site/')({
  loader: ({ context }) => loadSitePage(context.queryClient, SITE_SLUGS.home, contentLocaleOf(context.store)),
  component: () => <CmsPage slug={SITE_SLUGS.home} />,
  pendingComponent: SitePagePending,
  notFoundComponent: SitePageNotFound,
  errorComponent: SitePageError,
});
