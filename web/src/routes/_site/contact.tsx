import { createFileRoute } from '@tanstack/react-router';
import { ContactPage, type ContactKind } from '../../features/site-requests/components/contact-page';

/** A question or a quote request to the team (?kind=quote opens the quote form). */
export const Route = createFileRoute('/_site/contact')({
  // The forms have messages of their own.
  staticData: { coreMessages: false },
  validateSearch: (raw: Record<string, unknown>): { kind?: 'quote' } => (raw.kind === 'quote' ? { kind: 'quote' } : {}),
  component: function ContactRoute() {
    const navigate = Route.useNavigate();
    const kind: ContactKind = Route.useSearch().kind ?? 'question';
    return <ContactPage kind={kind} onKindChange={(next) => void navigate({ search: next === 'quote' ? { kind: 'quote' } : {}, replace: true })} />;
  },
});
