import { createFileRoute } from '@tanstack/react-router';
import { SITE_SLUGS } from '@cadence/contracts';
import { CmsPage } from '../../features/public-site/components/cms-page';
import { SitePageError, SitePageNotFound, SitePagePending } from '../../features/public-site/components/page-states';
import { loadSitePage } from '../../features/public-site/queries';
import { contentLocaleOf } from '../../features/public-site/site-locale';
import { redirectSignedIn } from '../../features/session/guards';

export const Route = createFileRoute('/_site/platform-detail')({
  // SPEC §2: also an auth page; a signed-in visitor goes to the dashboard.
  beforeLoad: ({ context }) => redirectSignedIn(context.store),
  loader: ({ context }) => loadSitePage(context.queryClient, SITE_SLUGS.platformDetail, contentLocaleOf(context.store)),
  component: () => <CmsPage slug={SITE_SLUGS.platformDetail} />,
  pendingComponent: SitePagePending,
  notFoundComponent: SitePageNotFound,
  errorComponent: SitePageError,
});
