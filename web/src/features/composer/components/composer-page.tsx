import { Suspense, lazy, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClockIcon, SaveIcon, SendIcon } from 'lucide-react';
import { ROLES_NEEDING_APPROVAL, createPost, getMedia, updatePost, type AccountType, type MediaFacts, type Post, type PostMode } from '@cadence/contracts';
import { MediaPicker, type PickedMedia } from '../../media/components/media-picker';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { PageHeader } from '../../../components/page-header';
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { groupOptionsQuery } from '../../groups/queries';
import { POSTS_KEY, postQuery } from '../../posts/queries';
import { useUserTimeZone } from '../../posts/use-time-zone';
import { accountOptionsQuery } from '../accounts';
import { composerFromPost, emptyComposer, mediaIdsFor, postBody, selectedAccounts, selectedNetworks, withOverride, type ComposerState } from '../compose-state';
import { issuesByNetwork, serverErrorsByAccount } from '../issues';
import { nextSlot, scheduleProblem, wallClockToUtc } from '../schedule-time';
import { AccountPicker } from './account-picker';
import { ContentEditor, MAIN_TAB } from './content-editor';
import { IssueList } from './issue-list';
import { NetworkPreview } from './network-preview';
import { PublishProgress } from './publish-progress';
import { QuotaWarnings } from './quota-warnings';
import { ScheduleFields } from './schedule-fields';
import { ComposerWatermark } from '../../watermarks/components/composer-watermark';
import { clearPrefill, peekPrefill, shiftDate } from '../../ai/prefill';
import { AddToQueueButton } from '../../queues/components/add-to-queue-button';

// The AI assist is loaded only when the composer shows it.
const AssistPanel = lazy(() => import('../../ai/components/assist-panel').then((module) => ({ default: module.AssistPanel })));

/** /composer and /composer?post=ID. */
export function ComposerPage({ postId, startText }: { postId?: number | undefined; startText?: string | undefined }) {
  return postId ? <EditComposer key={postId} postId={postId} /> : <NewComposer key={startText} startText={startText} />;
}

function NewComposer({ startText }: { startText?: string | undefined }) {
  const zone = useUserTimeZone();
  const [initial, setInitial] = useState(() => {
    const empty = emptyComposer(nextSlot(Date.now(), zone), zone);
    // A post handed over by the AI generator ("Use"): its text, accounts and network versions.
    const prefill = peekPrefill();
    if (prefill) {
      const schedule = prefill.dayOffset ? { ...empty.schedule, date: shiftDate(empty.schedule.date, prefill.dayOffset) } : empty.schedule;
      return { ...empty, text: prefill.text, accountIds: prefill.accountIds, overrides: prefill.overrides, schedule };
    }
    return { ...empty, text: startText ? `${startText} ` : '' };
  });
  useEffect(() => clearPrefill(), []);
  const [round, setRound] = useState(0);
  return (
    <ComposerForm
      key={round}
      initial={initial}
      post={null}
      onNew={() => {
        setInitial(emptyComposer(nextSlot(Date.now(), zone), zone));
        setRound((value) => value + 1);
      }}
    />
  );
}

function EditComposer({ postId }: { postId: number }) {
  const zone = useUserTimeZone();
  const { data: post } = useSuspenseQuery(postQuery(postId));
  const initial = useMemo(() => composerFromPost(post, nextSlot(Date.now(), zone)), [post, zone]);
  const navigate = useNavigate();
  return <ComposerForm initial={initial} post={post} onNew={() => void navigate({ to: '/composer', search: {} })} />;
}

function mediaFactsOf(item: PickedMedia): MediaFacts {
  return {
    kind: item.kind,
    name: item.name,
    mimeType: item.mimeType,
    sizeBytes: item.sizeBytes,
    ...(item.width === null ? {} : { width: item.width }),
    ...(item.height === null ? {} : { height: item.height }),
    ...(item.durationSeconds === null ? {} : { durationSeconds: item.durationSeconds }),
  };
}

function ComposerForm({ initial, post, onNew }: { initial: ComposerState; post: Post | null; onNew: () => void }) {
  const { t } = useTranslation('composer');
  const { t: tc } = useTranslation();
  useDocumentTitle(post ? t('titleEdit', { id: post.id }) : t('title'));
  const session = useRequiredSession();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const [tab, setTab] = useState(MAIN_TAB);
  const [picking, setPicking] = useState<{ type: AccountType | null } | null>(null);
  const [picked, setPicked] = useState<ReadonlyMap<number, PickedMedia>>(new Map());
  const [confirmNow, setConfirmNow] = useState(false);
  const [publishing, setPublishing] = useState<number | null>(null);
  const [attempted, setAttempted] = useState<PostMode | null>(null);

  const accounts = useQuery(accountOptionsQuery());
  const groups = useQuery({ ...groupOptionsQuery(), enabled: hasPermission(session, 'GroupManager') });
  const accountList = accounts.data ?? [];
  const groupList = groups.data ?? [];

  // Media of an existing post that were not picked in this session are fetched once each.
  const allMediaIds = [...new Set([...state.mediaIds, ...Object.values(state.overrides).flatMap((override) => override.mediaIds ?? [])])];
  const missing = allMediaIds.filter((id) => !picked.has(id));
  const fetched = useQueries({
    queries: missing.map((id) => ({
      queryKey: ['media', 'one', id],
      queryFn: async ({ signal }: { signal: AbortSignal }) => (await call(getMedia, { params: { id }, signal })).data,
      staleTime: 5 * 60_000,
    })),
  });
  const media = new Map<number, PickedMedia>(picked);
  for (const result of fetched) if (result.data) media.set(result.data.id, result.data);
  const facts = new Map([...media].map(([id, item]) => [id, mediaFactsOf(item)]));

  const selected = selectedAccounts(state, accountList, groupList);
  const networks = selectedNetworks(selected);
  const issues = issuesByNetwork(state, networks, facts);
  const hasIssues = [...issues.values()].some((list) => list.length > 0);
  const scheduledAt = wallClockToUtc(state.schedule, state.timeZone);

  const mutation = useMutation({
    mutationFn: (mode: PostMode) => {
      const body = postBody(state, mode, selected);
      // A "no later than" the author removed is cleared on the saved post.
      return post ? call(updatePost, { params: { id: post.id }, body: { ...body, ...(post.publishBy && !body.publishBy ? { publishBy: null } : {}) } }) : call(createPost, { body });
    },
    onSuccess: async (response, mode) => {
      await queryClient.invalidateQueries({ queryKey: POSTS_KEY });
      setConfirmNow(false);
      const waiting = response.data.status === 'not_approved';
      if (mode === 'now' && !waiting) {
        setPublishing(response.data.id);
        return;
      }
      snackbar.show(t(waiting ? 'done.submitted' : mode === 'draft' ? 'done.draft' : 'done.scheduled'), { tone: 'success' });
      void navigate(mode === 'draft' ? { to: '/posts', search: { status: 'draft' } } : { to: '/posts', search: { view: 'calendar' } });
    },
    onError: () => setConfirmNow(false),
  });

  const serverErrors = isApiError(mutation.error) ? serverErrorsByAccount(mutation.error.fieldErrors, accountList) : [];
  // A contributor's post may go for approval without a date (chosen once it is approved).
  const awaitsApproval = (ROLES_NEEDING_APPROVAL as readonly string[]).includes(session.user.workspaceRole ?? '');
  const problem = scheduleProblem(scheduledAt, Date.now(), awaitsApproval);
  const scheduleError = attempted === 'schedule' && problem ? t(`schedule.${problem}`) : undefined;
  // A draft may wait for its accounts; scheduling and publishing need at least one.
  const noAccounts = attempted !== null && attempted !== 'draft' && selected.length === 0;

  const submit = (mode: PostMode) => {
    setAttempted(mode);
    if ((mode !== 'draft' && selected.length === 0) || mutation.isPending) return;
    if (mode !== 'draft' && hasIssues) return;
    if (mode === 'schedule' && problem) return;
    if (mode === 'now' && !confirmNow) {
      setConfirmNow(true);
      return;
    }
    mutation.mutate(mode);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit('schedule');
    }
  };

  // The picker opens with what is attached and answers the whole choice, in order.
  const onPicked = (items: readonly PickedMedia[]) => {
    if (!picking) return;
    setPicked((current) => new Map([...current, ...items.map((item) => [item.id, item] as const)]));
    const ids = [...new Set(items.map((item) => item.id))];
    if (picking.type === null) setState((current) => ({ ...current, mediaIds: ids }));
    else {
      const type = picking.type;
      setState((current) => withOverride(current, type, 'mediaIds', ids));
    }
    setPicking(null);
  };

  if (publishing !== null) {
    return (
      <div className="grid gap-6">
        <PageHeader eyebrow={t('eyebrow')} title={t('title')} />
        <PublishProgress postId={publishing} zone={state.timeZone} onNew={onNew} />
      </div>
    );
  }

  const activeTab = networks.includes(tab as AccountType) ? tab : MAIN_TAB;
  const byType = new Map(selected.map((account) => [account.type, accountList.find((item) => item.id === account.id)]));
  const rejection = post?.review?.decision === 'rejected' ? post.review.comment : null;

  return (
    <form
      className="grid gap-6"
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        submit('schedule');
      }}
      aria-label={t('title')}
    >
      <PageHeader
        eyebrow={t('eyebrow')}
        title={post ? t('titleEdit', { id: post.id }) : t('title')}
        description={t('description')}
      />
      {rejection !== null && (
        <FormAlert alert={{ message: t('rejected', { comment: rejection ?? '' }), details: [] }} />
      )}
      {mutation.isError && (
        <FormAlert
          alert={{
            message: describeError(tc, mutation.error),
            details: serverErrors.map((error) => `${error.account.name}: ${error.message}`),
          }}
        />
      )}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('accounts.title')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              {accounts.isLoading ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Spinner />
                  {t('accounts.loading')}
                </p>
              ) : accounts.isError ? (
                <FormAlert alert={{ message: describeError(tc, accounts.error), details: [] }} />
              ) : (
                <AccountPicker
                  accounts={accountList}
                  groups={groupList}
                  accountIds={state.accountIds}
                  groupIds={state.groupIds}
                  onChange={(next) => setState((current) => ({ ...current, ...next }))}
                  invalid={noAccounts}
                />
              )}
              {noAccounts && <p className="text-sm text-destructive">{t('accounts.required')}</p>}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('content.title')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <ContentEditor
                state={state}
                onChange={setState}
                networks={networks}
                accounts={selected}
                issues={issues}
                media={media}
                tab={activeTab}
                onTab={setTab}
                onAddMedia={(type) => setPicking({ type })}
              />
              <IssueList issues={issues} onShow={setTab} />
              <ComposerWatermark
                accountIds={selected.map((account) => account.id)}
                networks={networks}
                image={state.mediaIds.map((id) => media.get(id)).find((item) => item?.kind === 'image') ?? null}
                enabled={state.watermark !== false}
                onChange={(enabled) => setState((current) => ({ ...current, watermark: enabled }))}
              />
            </CardContent>
          </Card>
          {hasPermission(session, 'AIComposer') && (
            <Suspense fallback={null}>
              <AssistPanel
                text={activeTab === MAIN_TAB ? state.text : (state.overrides[activeTab as AccountType]?.text ?? state.text)}
                network={activeTab === MAIN_TAB ? null : (activeTab as AccountType)}
                images={(activeTab === MAIN_TAB ? state.mediaIds : mediaIdsFor(state, activeTab as AccountType))
                  .map((id) => media.get(id))
                  .filter((item): item is PickedMedia => item !== undefined)
                  .map((item) => ({ id: item.id, name: item.name, url: item.url, thumbnailUrl: item.thumbnailUrl, kind: item.kind }))}
                onReplace={(text, thread) =>
                  setState((current) => {
                    if (activeTab === MAIN_TAB) return { ...current, text: [text, ...thread].join('\n\n') };
                    const type = activeTab as AccountType;
                    const next = withOverride(current, type, 'text', text);
                    return thread.length > 0 ? withOverride(next, type, 'thread', thread) : next;
                  })
                }
                onInsert={(text) =>
                  setState((current) => {
                    if (activeTab === MAIN_TAB) return { ...current, text: current.text.trim() ? `${current.text.trimEnd()}\n\n${text}` : text };
                    const type = activeTab as AccountType;
                    const own = current.overrides[type]?.text ?? current.text;
                    return withOverride(current, type, 'text', own.trim() ? `${own.trimEnd()}\n\n${text}` : text);
                  })
                }
              />
            </Suspense>
          )}
          <Card>
            <CardHeader>
              <CardTitle>{t('schedule.title')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <ScheduleFields
                value={state.schedule}
                zone={state.timeZone}
                onChange={(schedule) => setState((current) => ({ ...current, schedule }))}
                onZoneChange={(timeZone) => setState((current) => ({ ...current, timeZone }))}
                error={scheduleError}
                dateOptional={awaitsApproval}
                publishBy={state.publishBy ?? null}
                onPublishByChange={(publishBy) => setState((current) => ({ ...current, publishBy }))}
              />
              <QuotaWarnings accountIds={selected.map((account) => account.id)} at={wallClockToUtc(state.schedule, state.timeZone)} exceptPost={post?.id} />
            </CardContent>
          </Card>
          <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-3 shadow-sm">
            <Button type="button" variant="outline" onClick={() => submit('draft')} disabled={mutation.isPending} data-testid="composer-draft">
              {mutation.isPending && mutation.variables === 'draft' ? <Spinner /> : <SaveIcon />}
              {t('actions.draft')}
            </Button>
            <Button type="button" variant="outline" onClick={() => submit('now')} disabled={mutation.isPending} data-testid="composer-now">
              <SendIcon />
              {t('actions.now')}
            </Button>
            {!post && (
              <AddToQueueButton
                body={() => postBody(state, 'schedule', selected)}
                ready={selected.length > 0 && !hasIssues}
                onBlocked={() => setAttempted('now')}
                disabled={mutation.isPending}
              />
            )}
            <Button type="submit" className="ms-auto" disabled={mutation.isPending} aria-keyshortcuts="Control+Enter Meta+Enter" data-testid="composer-schedule">
              {mutation.isPending && mutation.variables === 'schedule' ? <Spinner /> : <CalendarClockIcon />}
              {t('actions.schedule')}
              <kbd className="ms-1 hidden rounded border border-primary-foreground/30 px-1 text-[10px] font-normal sm:inline">{t('actions.shortcut')}</kbd>
            </Button>
            {attempted && attempted !== 'draft' && hasIssues && <p className="w-full text-sm text-destructive">{t('issues.blocking')}</p>}
          </div>
        </div>
        <aside className="grid gap-4 xl:sticky xl:top-20" aria-label={t('preview.title')}>
          <h2 className="text-sm font-semibold text-muted-foreground">{t('preview.title')}</h2>
          {networks.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{t('preview.empty')}</p>
          ) : (
            networks.map((type) => {
              const account = byType.get(type);
              const override = state.overrides[type];
              return (
                <NetworkPreview
                  key={type}
                  content={{
                    type,
                    accountName: account?.name ?? type,
                    avatarUrl: account?.avatarUrl ?? null,
                    username: account?.username ?? null,
                    text: override?.text ?? state.text,
                    thread: (override?.thread ?? []).filter((part) => part.trim() !== ''),
                    firstComment: override?.firstComment ?? state.firstComment,
                    media: mediaIdsFor(state, type).map((id) => media.get(id)).filter((item): item is PickedMedia => item !== undefined),
                    settings: state.settings[type] ?? {},
                  }}
                />
              );
            })
          )}
        </aside>
      </div>
      <MediaPicker
        open={picking !== null}
        onOpenChange={(open) => !open && setPicking(null)}
        onSelect={onPicked}
        max={35}
        initialSelection={picking ? (picking.type === null ? state.mediaIds : mediaIdsFor(state, picking.type)) : []}
      />
      <ConfirmDialog
        open={confirmNow}
        onOpenChange={(open) => !open && setConfirmNow(false)}
        title={t('confirmNow.title')}
        description={t('confirmNow.body', { count: selected.length })}
        confirmLabel={t('confirmNow.confirm')}
        pendingLabel={t('confirmNow.pending')}
        destructive={false}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={() => submit('now')}
      />
    </form>
  );
}
