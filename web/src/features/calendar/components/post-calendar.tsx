import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { DayCellContentArg, EventContentArg, EventDropArg, LocaleInput } from '@fullcalendar/core';
import { TriangleAlertIcon } from 'lucide-react';
import frLocale from '@fullcalendar/core/locales/fr';
import roLocale from '@fullcalendar/core/locales/ro';
import zhLocale from '@fullcalendar/core/locales/zh-cn';
import { getAccountQuotas, updatePost, type Post, type SocialAccount } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { FormAlert } from '../../../components/form/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { appearanceAtom } from '../../preferences/preferences.atoms';
import { usePlatformSettings } from '../../session/platform-settings';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { NetworkMark } from '../../posts/components/network-mark';
import { POSTS_KEY, calendarPostsQuery, type PostSearch } from '../../posts/queries';
import { useUserTimeZone } from '../../posts/use-time-zone';
import { connectedAccountsQuery } from '../../connections/queries';
import { expiringByDay, fromCalendarTime, postEvent } from '../calendar-time';
import { PostDetailsDialog } from './post-details-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { overLimits, windowLength } from '../../composer/components/quota-warnings';
import './post-calendar.css';

const LOCALES: Record<string, LocaleInput | undefined> = { fr: frLocale, ro: roLocale, zh: zhLocale };

/**
 * The posts on a month, week or day grid in the user's time zone, coloured by status. Drafts,
 * scheduled and not-approved posts drag to a new time (undone with the server's message when
 * it refuses); a click opens the post.
 */
export function PostCalendar({ filters }: { filters: Pick<PostSearch, 'status' | 'partial' | 'platform' | 'accountId'> }) {
  const { t, i18n } = useTranslation('posts');
  const { t: tc } = useTranslation();
  const { t: tComposer } = useTranslation('composer');
  const zone = useUserTimeZone();
  const { week_starts_on: firstDay } = usePlatformSettings();
  const { rtl } = useAtomValue(appearanceAtom);
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [open, setOpen] = useState<Post | null>(null);
  const posts = useQuery({ ...calendarPostsQuery(range ?? { from: '', to: '' }, filters), enabled: range !== null });

  const reschedule = useMutation({
    mutationFn: ({ post, scheduledAt }: { post: Post; scheduledAt: string; revert: () => void }) => call(updatePost, { params: { id: post.id }, body: { scheduledAt } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: POSTS_KEY });
      snackbar.show(t('calendar.moved'), { tone: 'success' });
    },
    onError: (error, { revert }) => {
      revert();
      snackbar.show(t('calendar.moveFailed', { reason: describeError(tc, error) }), { tone: 'error' });
    },
  });

  // The days on which a connection ends are marked ahead of the posts that would fail.
  const accounts = useQuery(connectedAccountsQuery());
  const expiring = useMemo(() => expiringByDay(accounts.data ?? [], zone), [accounts.data, zone]);

  const events = useMemo(() => (posts.data?.data ?? []).map((post) => postEvent(post, zone, post.text.trim() || t('list.noText'))), [posts.data, zone, t]);

  // A move that would go over a network's limit for one of the post's accounts is asked about first.
  const [overMove, setOverMove] = useState<{ post: Post; scheduledAt: string; revert: () => void; over: ReturnType<typeof overLimits> } | null>(null);
  const onDrop = (info: EventDropArg) => {
    const post = info.event.extendedProps.post as Post;
    const start = info.event.start;
    const scheduledAt = start ? fromCalendarTime(start, zone) : null;
    if (!scheduledAt) {
      info.revert();
      return;
    }
    const accountIds = post.targets.map((target) => target.accountId).join(',');
    const quotas = accountIds ? call(getAccountQuotas, { query: { at: scheduledAt, account_ids: accountIds, except_post: post.id } }).then((answer) => overLimits(answer.data)) : Promise.resolve([]);
    void quotas
      .catch(() => [])
      .then((over) => {
        if (over.length > 0) setOverMove({ post, scheduledAt, revert: info.revert, over });
        else reschedule.mutate({ post, scheduledAt, revert: info.revert });
      });
  };

  return (
    <div
      className="post-calendar relative rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4"
      data-testid="post-calendar"
      aria-busy={posts.isFetching || reschedule.isPending || undefined}
    >
      {posts.isError && <FormAlert className="mb-3" alert={{ message: describeError(tc, posts.error), details: [] }} />}
      {posts.isFetching && (
        <span className="absolute end-4 top-4 z-10 flex items-center gap-2 text-xs text-muted-foreground" role="status">
          <Spinner />
          {t('calendar.loading')}
        </span>
      )}
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }}
        timeZone="UTC"
        locale={LOCALES[i18n.language] ?? 'en'}
        // The week starts on the day staff chose (Settings › Dashboard), in every language.
        firstDay={firstDay}
        direction={rtl ? 'rtl' : 'ltr'}
        height="auto"
        events={events}
        eventDurationEditable={false}
        dayMaxEvents={4}
        nowIndicator
        datesSet={(info) => {
          const from = fromCalendarTime(info.start, zone);
          const to = fromCalendarTime(info.end, zone);
          if (from && to && (range?.from !== from || range.to !== to)) setRange({ from, to });
        }}
        eventDrop={onDrop}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          setOpen(info.event.extendedProps.post as Post);
        }}
        eventContent={(arg) => <CalendarEvent arg={arg} />}
        dayCellContent={(arg) => <DayCell arg={arg} expiring={expiring.get(arg.date.toISOString().slice(0, 10))} />}
        eventDidMount={(info) => {
          // Events open with the keyboard too: focusable, announced as buttons, Enter or Space.
          const post = info.event.extendedProps.post as Post;
          info.el.tabIndex = 0;
          info.el.setAttribute('role', 'button');
          info.el.setAttribute('aria-label', `${t(`status.${post.status}`)}: ${info.event.title}`);
          info.el.addEventListener('keydown', (event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              setOpen(post);
            }
          });
        }}
        eventClassNames="cursor-pointer"
      />
      {posts.isSuccess && posts.data.data.length === 0 && (
        <p className="mt-3 text-center text-sm text-muted-foreground" role="status">
          {t('calendar.empty')}
        </p>
      )}
      <ConfirmDialog
        open={overMove !== null}
        onOpenChange={(next) => {
          if (next || !overMove) return;
          overMove.revert();
          setOverMove(null);
        }}
        title={t('calendar.quotaTitle')}
        description={
          <span className="grid gap-1" data-testid="calendar-quota">
            {overMove?.over.map(({ account, quota }) => {
              const length = windowLength(quota.window_ms);
              return (
                <span key={`${account.account_id}:${quota.name}`}>
                  {tComposer('quota.over', { account: account.account_name, network: t(`accountTypes.${account.platform}`), scheduled: quota.scheduled, window: tComposer(length.key, { count: length.count }), max: quota.max, name: quota.name })}
                </span>
              );
            })}
          </span>
        }
        confirmLabel={t('calendar.quotaMove')}
        pendingLabel={t('calendar.quotaMove')}
        destructive={false}
        pending={false}
        onConfirm={() => {
          if (!overMove) return;
          reschedule.mutate({ post: overMove.post, scheduledAt: overMove.scheduledAt, revert: overMove.revert });
          setOverMove(null);
        }}
      />
      <PostDetailsDialog
        post={open}
        zone={zone}
        onClose={() => setOpen(null)}
        onEdit={(post) => void navigate({ to: '/composer', search: { post: post.id } })}
      />
    </div>
  );
}

/** The day's number, with a warning that links to reconnecting the accounts whose connection ends that day. */
function DayCell({ arg, expiring }: { arg: DayCellContentArg; expiring: SocialAccount[] | undefined }) {
  const { t } = useTranslation('posts');
  if (!expiring?.length) return <>{arg.dayNumberText}</>;
  const label = t('calendar.expiring', { names: expiring.map((account) => account.name).join(', '), count: expiring.length });
  return (
    <span className="flex items-center gap-1">
      <Link
        to="/manage_platform"
        title={label}
        aria-label={label}
        className="inline-flex items-center rounded-sm text-amber-600 outline-none dark:text-amber-400 hover:opacity-80 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>svg]:size-3.5"
        data-testid="calendar-expiring"
      >
        <TriangleAlertIcon aria-hidden="true" />
      </Link>
      {arg.dayNumberText}
    </span>
  );
}

function CalendarEvent({ arg }: { arg: EventContentArg }) {
  const post = arg.event.extendedProps.post as Post;
  const types = [...new Set(post.targets.map((target) => target.platform))];
  return (
    <span className="flex min-w-0 items-center gap-1 overflow-hidden px-1 py-0.5 text-xs" data-testid={`calendar-post-${post.id}`} data-status={post.status}>
      <span className="flex shrink-0 items-center gap-0.5">
        {types.slice(0, 3).map((type) => (
          <NetworkMark key={type} type={type} className="size-3" />
        ))}
      </span>
      {arg.timeText && <span className="shrink-0 font-semibold tabular-nums">{arg.timeText}</span>}
      <span className="truncate">{arg.event.title}</span>
    </span>
  );
}
