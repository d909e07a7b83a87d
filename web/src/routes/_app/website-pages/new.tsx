import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { PageEditor } from '../../../features/website/components/page-editor';

/** A new page of the site, a draft until it is published. */
export const Route = createFileRoute('/_app/website-pages/new')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'WebsiteSetting'),
  component: function NewWebsitePageRoute() {
    return <PageEditor page={null} />;
  },
});
