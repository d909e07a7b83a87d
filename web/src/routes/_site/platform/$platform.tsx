import { createFileRoute, notFound } from '@tanstack/react-router';
import { CmsPage } from '../../../features/public-site/components/cms-page';
import { SitePageError, SitePageNotFound, SitePagePending } from '../../../features/public-site/components/page-states';
import { loadSitePage } from '../../../features/public-site/queries';
import { contentLocaleOf } from '../../../features/public-site/site-locale';
import { platformPageAt } from '../../../features/public-site/site-pages';

/** The seven platform pages of SPEC §2, spellings kept (/platform/instragram, /platform/linkdin, …). */
export const Route = createFileRoute('/_site/platform/$platform')({
  loader: ({ context, params }) => {
    const page = platformPageAt(params.platform);
    if (!page) throw notFound();
    return loadSitePage(context.queryClient, page.slug, contentLocaleOf(context.store));
  },
  component: PlatformRoute,
  pendingComponent: SitePagePending,
  notFoundComponent: SitePageNotFound,
  errorComponent: SitePageError,
});

function PlatformRoute() {
  const { platform } = Route.useParams();
  const page = platformPageAt(platform);
  return page ? <CmsPage slug={page.slug} /> : <SitePageNotFound />;
}
