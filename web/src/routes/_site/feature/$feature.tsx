import { createFileRoute, notFound } from '@tanstack/react-router';
import { CmsPage } from '../../../features/public-site/components/cms-page';
import { SitePageError, SitePageNotFound, SitePagePending } from '../../../features/public-site/components/page-states';
import { loadSitePage } from '../../../features/public-site/queries';
import { contentLocaleOf } from '../../../features/public-site/site-locale';
import { featurePageAt } from '../../../features/public-site/site-pages';

/** The six feature pages of SPEC §2 (/feature/analytics … /feature/compaign_management). */
export const Route = createFileRoute('/_site/feature/$feature')({
  loader: ({ context, params }) => {
    const page = featurePageAt(params.feature);
    if (!page) throw notFound();
    return loadSitePage(context.queryClient, page.slug, contentLocaleOf(context.store));
  },
  component: FeatureRoute,
  pendingComponent: SitePagePending,
  notFoundComponent: SitePageNotFound,
  errorComponent: SitePageError,
});

function FeatureRoute() {
  const { feature } = Route.useParams();
  const page = featurePageAt(feature);
  return page ? <CmsPage slug={page.slug} /> : <SitePageNotFound />;
}
