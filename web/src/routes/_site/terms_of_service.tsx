import { createFileRoute } from '@tanstack/react-router';
import { SITE_SLUGS } from '@cadence/contracts';
import { CmsPage } from '../../features/public-site/components/cms-page';
import { SitePageError, SitePageNotFound, SitePagePending } from '../../features/public-site/components/page-states';
import { loadSitePage } from '../../features/public-site/queries';
import { contentLocaleOf } from '../../features/public-site/site-locale';

/** SPEC §2 spells the terms path three ways; each shows the same terms page. */
export const Route = createFileRoute('/_site/terms_of_service')({
  loader: ({ context }) => loadSitePage(context.queryClient, SITE_SLUGS.terms, contentLocaleOf(context.store)),
  component: () => <CmsPage slug={SITE_SLUGS.terms} />,
  pendingComponent: SitePagePending,
  notFoundComponent: SitePageNotFound,
  errorComponent: SitePageError,
});
