import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../features/public-site/components/site-layout';

/** The public site: its header and footer around every marketing and legal page. */
export const Route = createFileRoute('/_site')({
  staticData: { coreMessages: true },
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
});
