import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRightIcon, BriefcaseBusinessIcon, CheckIcon, InboxIcon, RotateCwIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { acceptHire, declineHire, switchWorkspace, type Hire } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { EmptyState } from '../../../components/data-table/empty-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useRequiredSession, useStartSession } from '../../session/use-session';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { CREATORS_KEY, hireInboxQuery, myWorkspacesQuery } from '../queries';
import { EndHireDialog, HireSummary } from './hire-bits';

/** Where a creator lands in a client's workspace: the composer, whose posts wait for the client's approval. */
const WORKSPACE_LANDING = '/composer';

/**
 * An approved creator's hires: requests to accept or decline, the accepted ones (open the
 * client's workspace, or end the hire) and the earlier ones.
 */
export function CreatorHires() {
  const { t } = useTranslation('creators');
  const { t: tc } = useTranslation();
  const inbox = useQuery(hireInboxQuery());
  const [ending, setEnding] = useState<Hire | null>(null);

  if (inbox.isPending) {
    return (
      <Card aria-busy="true">
        <CardHeader>
          <Skeleton className="h-5 w-48" />
        </CardHeader>
        <CardContent className="grid gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </CardContent>
      </Card>
    );
  }
  if (inbox.isError) {
    return (
      <Card>
        <EmptyState
          role="alert"
          icon={<TriangleAlertIcon />}
          title={t('inbox.error')}
          body={describeError(tc, inbox.error)}
          action={
            <Button variant="outline" onClick={() => void inbox.refetch()}>
              <RotateCwIcon />
              {tc('common.retry')}
            </Button>
          }
        />
      </Card>
    );
  }

  const hires = inbox.data.data;
  const requests = hires.filter((hire) => hire.status === 'pending');
  const active = hires.filter((hire) => hire.status === 'accepted');
  const earlier = hires.filter((hire) => hire.status === 'declined' || hire.status === 'ended');

  return (
    <>
      <Card data-testid="creator-requests">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {t('inbox.requestsTitle')}
            {requests.length > 0 && (
              <Badge aria-label={t('inbox.waiting', { count: requests.length })} data-testid="creator-requests-count">
                {requests.length}
              </Badge>
            )}
          </CardTitle>
          <CardDescription>{t('inbox.requestsDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {requests.length === 0 ? (
            <EmptyState icon={<InboxIcon />} title={t('inbox.emptyTitle')} body={t('inbox.emptyBody')} />
          ) : (
            requests.map((hire) => (
              <HireSummary key={hire.id} hire={hire} side="creator">
                <AnswerButtons hire={hire} />
              </HireSummary>
            ))
          )}
        </CardContent>
      </Card>
      <Card data-testid="creator-active-hires">
        <CardHeader>
          <CardTitle>{t('inbox.activeTitle')}</CardTitle>
          <CardDescription>{t('inbox.activeDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {active.length === 0 ? (
            <EmptyState icon={<BriefcaseBusinessIcon />} title={t('inbox.noActiveTitle')} body={t('inbox.noActiveBody')} />
          ) : (
            active.map((hire) => (
              <HireSummary key={hire.id} hire={hire} side="creator">
                <WorkspaceButton hire={hire} />
                <Button variant="outline" size="sm" onClick={() => setEnding(hire)}>
                  {t('hires.end')}
                </Button>
              </HireSummary>
            ))
          )}
        </CardContent>
      </Card>
      {earlier.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{t('inbox.earlierTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {earlier.map((hire) => (
              <HireSummary key={hire.id} hire={hire} side="creator" />
            ))}
          </CardContent>
        </Card>
      )}
      <EndHireDialog hire={ending} side="creator" onClose={() => setEnding(null)} />
    </>
  );
}

function AnswerButtons({ hire }: { hire: Hire }) {
  const { t } = useTranslation('creators');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const answer = useMutation({
    mutationFn: (to: 'accept' | 'decline') => call(to === 'accept' ? acceptHire : declineHire, { params: { id: hire.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
      snackbar.show(response.data.status === 'accepted' ? t('inbox.accepted', { client: response.data.client.name }) : t('inbox.declined'), { tone: 'success' });
    },
    onError: (error) => snackbar.show(describeError(tc, error), { tone: 'error' }),
  });
  const busy = answer.isPending;
  return (
    <>
      <Button size="sm" onClick={() => answer.mutate('accept')} aria-disabled={busy || undefined} disabled={busy} data-testid="hire-accept">
        {busy && answer.variables === 'accept' ? <Spinner /> : <CheckIcon />}
        {t('inbox.accept')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => answer.mutate('decline')} disabled={busy} data-testid="hire-decline">
        {busy && answer.variables === 'decline' ? <Spinner /> : <XIcon />}
        {t('inbox.decline')}
      </Button>
    </>
  );
}

/**
 * Opens the client's workspace for an accepted hire (a new session for it, as a contributor),
 * or, when the creator is already working in it, takes them back to their own.
 */
function WorkspaceButton({ hire }: { hire: Hire }) {
  const { t } = useTranslation('creators');
  const { t: tc } = useTranslation();
  const session = useRequiredSession();
  const startSession = useStartSession();
  const snackbar = useSnackbar();
  const workspaces = useQuery(myWorkspacesQuery());
  const inHire = session.user.workspaceId === hire.workspace_id;
  const own = workspaces.data?.find((workspace) => workspace.role === 'owner');
  const target = inHire ? own?.workspaceId : hire.workspace_id;
  const open = useMutation({
    mutationFn: (workspaceId: number) => call(switchWorkspace, { body: { workspaceId, refresh_token: session.refreshToken } }),
    onSuccess: (response) => startSession(response.data, inHire ? '/post/become-content-creator' : WORKSPACE_LANDING),
    onError: (error) => snackbar.show(describeError(tc, error), { tone: 'error' }),
  });
  if (target === undefined) return null;
  return (
    <Button size="sm" variant={inHire ? 'outline' : 'default'} onClick={() => open.mutate(target)} disabled={open.isPending} data-testid="hire-open-workspace">
      {open.isPending ? <Spinner /> : <ArrowLeftRightIcon />}
      {inHire ? t('inbox.backToOwn') : t('inbox.openWorkspace', { client: hire.client.name })}
    </Button>
  );
}
