import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActivityIcon } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { broadcastQuery } from '../queries';
import { BroadcastForm } from './broadcast-form';
import { BroadcastHistory } from './broadcast-history';
import { BroadcastProgress } from './broadcast-progress';

/** /user/send-notification: staff send a notification and follow its progress. */
export function SendNotificationPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('send.title'));
  const [lastId, setLastId] = useState<number | null>(null);

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('send.eyebrow')} title={t('send.title')} description={t('send.description')} />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardContent>
            <BroadcastForm onSent={(broadcast) => setLastId(broadcast.id)} />
          </CardContent>
        </Card>
        <div className="lg:col-span-2">
          {lastId !== null ? (
            <LastSend id={lastId} />
          ) : (
            <Card className="border-dashed shadow-none">
              <CardContent className="flex items-center gap-3 text-sm text-muted-foreground">
                <ActivityIcon className="size-5 shrink-0" aria-hidden="true" />
                {t('progress.placeholder')}
              </CardContent>
            </Card>
          )}
        </div>
      </div>
      <BroadcastHistory />
    </div>
  );
}

/** The send just made, polled until it finishes. */
function LastSend({ id }: { id: number }) {
  const { t } = useTranslation('notifications');
  const broadcast = useQuery(broadcastQuery(id));
  return (
    <Card role="region" aria-labelledby="last-send-title" aria-live="polite">
      <CardHeader>
        <CardTitle id="last-send-title">{t('progress.title', { id })}</CardTitle>
        {broadcast.data && <CardDescription className="line-clamp-2 whitespace-pre-line">{broadcast.data.message}</CardDescription>}
      </CardHeader>
      <CardContent>{broadcast.data ? <BroadcastProgress broadcast={broadcast.data} /> : null}</CardContent>
    </Card>
  );
}
