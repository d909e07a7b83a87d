import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BadgeCheckIcon, ClockIcon, PencilIcon, XCircleIcon } from 'lucide-react';
import type { CreatorApplication } from '@cadence/contracts';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { myApplicationQuery } from '../queries';
import { ApplicationForm } from './application-form';
import { ApplicationFacts, CreatorStatusBadge } from './bits';
import { CreatorHires } from './creator-hires';

/**
 * /post/become-content-creator: the application form, then its status (pending, approved or
 * refused with staff's note). A refused application can be changed and sent again; an approved
 * creator answers hire requests and works in their clients' workspaces from here.
 */
export function BecomeCreatorPage() {
  const { t } = useTranslation('creators');
  useDocumentTitle(t('become.title'));
  const { data: application } = useSuspenseQuery(myApplicationQuery());
  const [editing, setEditing] = useState(false);

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('become.eyebrow')} title={t('become.title')} description={application ? undefined : t('become.description')} />
      {application === null ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('apply.title')}</CardTitle>
            <CardDescription>{t('apply.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ApplicationForm application={null} onSent={() => undefined} />
          </CardContent>
        </Card>
      ) : editing ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('apply.againTitle')}</CardTitle>
            <CardDescription>{t('apply.againDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ApplicationForm application={application} onSent={() => setEditing(false)} onCancel={() => setEditing(false)} />
          </CardContent>
        </Card>
      ) : (
        <>
          <ApplicationStatus application={application} onEdit={() => setEditing(true)} />
          {application.status === 'approved' && <CreatorHires />}
          <ApplicationSummary application={application} />
        </>
      )}
    </div>
  );
}

function ApplicationStatus({ application, onEdit }: { application: CreatorApplication; onEdit: () => void }) {
  const { t, i18n } = useTranslation('creators');
  const Icon = application.status === 'approved' ? BadgeCheckIcon : application.status === 'refused' ? XCircleIcon : ClockIcon;
  return (
    <Alert variant={application.status === 'refused' ? 'destructive' : 'default'} data-testid="creator-application-status">
      <Icon />
      <AlertTitle className="flex flex-wrap items-center gap-2">
        {t(`become.status.${application.status}.title`)}
        <CreatorStatusBadge status={application.status} />
      </AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{t(`become.status.${application.status}.body`, { date: formatDateTime(application.decided_at ?? application.created_at, i18n.language) })}</p>
        {application.decision_note && (
          <blockquote className="border-s-2 ps-3 text-foreground">
            <span className="sr-only">{t('become.note')}: </span>
            {application.decision_note}
          </blockquote>
        )}
        {application.status === 'refused' && (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={onEdit} data-testid="creator-application-edit">
            <PencilIcon />
            {t('apply.editAgain')}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** What the applicant sent, as clients will see it once approved. */
function ApplicationSummary({ application }: { application: CreatorApplication }) {
  const { t } = useTranslation('creators');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('become.profileTitle')}</CardTitle>
        <CardDescription>{application.status === 'approved' ? t('become.profileApproved') : t('become.profilePending')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">{t('fields.displayName')}</dt>
          <dd className="font-medium">{application.display_name}</dd>
          <ApplicationFacts application={application} />
        </dl>
      </CardContent>
    </Card>
  );
}
