import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookmarkIcon, LockIcon, SendIcon } from 'lucide-react';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, fillSavedReply, replyToTicket, updateTicket, type SavedReply, type SupportImage, type TicketDetail, type TicketUpdateBody } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { useRequiredSession } from '../../session/use-session';
import { TICKETS_KEY, agentsQuery, ticketQuery } from '../queries';
import { ImagePicker } from './image-picker';
import { SavedRepliesDialog } from './saved-replies-dialog';
import { NonprofitPanel } from './nonprofit-panel';
import { LabelBadge, PriorityBadge, TicketImage, TimeLeft, selectClass } from './ticket-bits';

/** How often an open ticket looks for new replies. */
const REFRESH_MS = 15_000;

/** One ticket beside the list: its details, staff's controls, the conversation and the reply box. */
export function TicketSheet({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation('support');
  const { t: tc } = useTranslation();
  const ticket = useQuery({ ...ticketQuery(id ?? 0), enabled: id !== undefined, refetchInterval: REFRESH_MS });
  return (
    <Sheet open={id !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent closeLabel={t('close')} className="w-full overflow-y-auto sm:max-w-2xl" data-testid="ticket-sheet">
        {ticket.isPending ? (
          <div className="grid gap-4 p-6" aria-busy="true" aria-label={t('loading')}>
            <SheetTitle className="sr-only">{t('loading')}</SheetTitle>
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : ticket.isError ? (
          <div className="grid gap-3 p-6" role="alert">
            <SheetTitle>{t('errorTitle')}</SheetTitle>
            <p className="text-sm text-muted-foreground">{describeError(tc, ticket.error)}</p>
            <Button variant="outline" className="w-fit" onClick={() => void ticket.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <TicketView ticket={ticket.data} locale={i18n.language} />
        )}
      </SheetContent>
    </Sheet>
  );
}

function TicketView({ ticket, locale }: { ticket: TicketDetail; locale: string }) {
  const { t } = useTranslation('support');
  return (
    <div className="grid gap-6 p-6">
      <SheetHeader className="grid gap-2 p-0 pe-8">
        <SheetTitle className="text-lg">
          <span className="text-muted-foreground">#{ticket.id}</span> {ticket.title}
        </SheetTitle>
        <SheetDescription asChild>
          <div className="flex flex-wrap items-center gap-2">
            <LabelBadge label={ticket.label} />
            <PriorityBadge priority={ticket.priority} />
            <span className="text-xs">{t(`categories.${ticket.category}`)}</span>
            <span className="text-xs">· {t('openedBy', { name: ticket.opened_by?.name || t('someone'), date: formatDateTime(ticket.created_at, locale) })}</span>
          </div>
        </SheetDescription>
      </SheetHeader>
      {ticket.staff_view && <StaffControls ticket={ticket} />}
      {ticket.category === 'nonprofit' && <NonprofitPanel ticket={ticket} locale={locale} />}
      {(ticket.description || ticket.images.length > 0) && (
        <section className="grid gap-3 rounded-lg border bg-muted/30 p-4">
          {ticket.description && <p className="text-sm whitespace-pre-wrap">{ticket.description}</p>}
          {ticket.images.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {ticket.images.map((image) => (
                <TicketImage key={image.id} image={image} />
              ))}
            </div>
          )}
        </section>
      )}
      <section className="grid gap-3" aria-label={t('conversation.title')}>
        <h3 className="text-sm font-semibold">{t('conversation.title')}</h3>
        {ticket.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('conversation.empty')}</p>
        ) : (
          <ol className="grid gap-3">
            {ticket.messages.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'grid gap-2 rounded-lg border p-3',
                  message.internal ? 'border-dashed border-amber-500/50 bg-amber-500/5' : message.from_staff ? 'bg-primary/5' : 'bg-background',
                )}
              >
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">{message.author?.name || t(message.from_staff ? 'conversation.staff' : 'conversation.client')}</span>
                  {message.from_staff && !message.internal && <span>{t('conversation.staff')}</span>}
                  {message.internal && (
                    <span className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-300">
                      <LockIcon className="size-3" aria-hidden="true" />
                      {t('conversation.internal')}
                    </span>
                  )}
                  <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
                </div>
                <p className="text-sm whitespace-pre-wrap">{message.body}</p>
                {message.images.length > 0 && (
                  <div className="flex flex-wrap gap-2">
                    {message.images.map((image) => (
                      <TicketImage key={image.id} image={image} />
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <ReplyBox ticket={ticket} />
    </div>
  );
}

function StaffControls({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const agents = useQuery(agentsQuery());
  const mutation = useMutation({
    mutationFn: (body: TicketUpdateBody) => call(updateTicket, { params: { id: ticket.id }, body }),
    onSuccess: async (response) => {
      queryClient.setQueryData(ticketQuery(ticket.id).queryKey, response.data);
      await queryClient.invalidateQueries({ queryKey: [...TICKETS_KEY, 'list'] });
      snackbar.show(t('staff.saved'), { tone: 'success' });
    },
    onError: (error) => snackbar.show(describeError(tc, error), { tone: 'error' }),
  });
  const field = (id: string, label: string, control: React.ReactNode) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {control}
    </div>
  );
  return (
    <section className="grid gap-3 rounded-lg border p-4" aria-label={t('staff.title')}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t('staff.title')}</h3>
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          {t('columns.timeLeft')} <TimeLeft seconds={ticket.time_left_seconds} />
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {field(
          'staff-status',
          t('fields.status'),
          <select id="staff-status" className={selectClass} value={ticket.status} disabled={mutation.isPending} onChange={(event) => mutation.mutate({ status: event.target.value as TicketDetail['status'] })}>
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'staff-priority',
          t('fields.priority'),
          <select id="staff-priority" className={selectClass} value={ticket.priority} disabled={mutation.isPending} onChange={(event) => mutation.mutate({ priority: event.target.value as TicketDetail['priority'] })}>
            {TICKET_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priorities.${priority}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'staff-category',
          t('fields.category'),
          <select id="staff-category" className={selectClass} value={ticket.category} disabled={mutation.isPending} onChange={(event) => mutation.mutate({ category: event.target.value as TicketDetail['category'] })}>
            {TICKET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'staff-assignee',
          t('fields.assignee'),
          <select
            id="staff-assignee"
            className={selectClass}
            value={ticket.assignee?.id ?? ''}
            disabled={mutation.isPending || agents.isPending}
            onChange={(event) => mutation.mutate({ assignee_id: event.target.value ? Number(event.target.value) : null })}
            data-testid="ticket-assignee"
          >
            <option value="">{t('staff.nobody')}</option>
            {ticket.assignee && !(agents.data ?? []).some((agent) => agent.id === ticket.assignee?.id) && <option value={ticket.assignee.id}>{ticket.assignee.name || `#${ticket.assignee.id}`}</option>}
            {(agents.data ?? []).map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name || agent.email || `#${agent.id}`}
              </option>
            ))}
          </select>,
        )}
      </div>
      {agents.isError && (
        <p role="alert" className="text-xs text-destructive">
          {t('staff.agentsError')}
        </p>
      )}
    </section>
  );
}

function ReplyBox({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [images, setImages] = useState<SupportImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const session = useRequiredSession();
  /** A saved reply, its variables filled from this ticket, goes where the cursor was. */
  function insert(reply: SavedReply) {
    const text = fillSavedReply(reply.body, { client_name: ticket.opened_by?.name ?? '', ticket_title: ticket.title, ticket_id: String(ticket.id), agent_name: session.user.name });
    const field = textarea.current;
    const start = field?.selectionStart ?? body.length;
    const end = field?.selectionEnd ?? body.length;
    setBody(body.slice(0, start) + text + body.slice(end));
    setError(null);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + text.length, start + text.length);
    });
  }
  const mutation = useMutation({
    mutationFn: () => call(replyToTicket, { params: { id: ticket.id }, body: { body: body.trim(), ...(internal ? { internal: true } : {}), ...(images.length > 0 ? { image_ids: images.map((image) => image.id) } : {}) } }),
    onSuccess: async (response) => {
      queryClient.setQueryData(ticketQuery(ticket.id).queryKey, response.data);
      await queryClient.invalidateQueries({ queryKey: [...TICKETS_KEY, 'list'] });
      setBody('');
      setImages([]);
      setInternal(false);
    },
    onError: (failure) => setError(isApiError(failure) ? (Object.values(failure.fieldErrors)[0] ?? describeError(tc, failure)) : describeError(tc, failure)),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!body.trim()) {
      setError(t('reply.required'));
      return;
    }
    mutation.mutate();
  }
  return (
    <>
      <form className="grid gap-3 border-t pt-4" noValidate onSubmit={submit} data-testid="reply-form">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="ticket-reply">{internal ? t('reply.noteLabel') : t('reply.label')}</Label>
          {ticket.staff_view && (
            <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)} data-testid="saved-replies-open">
              <BookmarkIcon />
              {t('saved.open')}
            </Button>
          )}
        </div>
        <Textarea
          ref={textarea}
          id="ticket-reply"
          rows={4}
          maxLength={10_000}
          value={body}
          placeholder={internal ? t('reply.notePlaceholder') : t('reply.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ticket-reply-error' : undefined}
          onChange={(event) => setBody(event.target.value)}
          className={cn(internal && 'border-dashed border-amber-500/60')}
        />
        {error && (
          <p id="ticket-reply-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <ImagePicker id="reply-images" images={images} onChange={setImages} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {ticket.staff_view ? (
            <label className="flex items-center gap-2 text-sm">
              <Switch checked={internal} onCheckedChange={setInternal} aria-describedby="internal-hint" />
              {t('reply.internal')}
              <span id="internal-hint" className="sr-only">
                {t('reply.internalHint')}
              </span>
            </label>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={mutation.isPending} data-testid="reply-submit">
            {internal ? <LockIcon /> : <SendIcon />}
            {internal ? t('reply.addNote') : t('reply.send')}
          </Button>
        </div>
      </form>
      {/* Outside the reply form: the dialog's own form must not submit this one (React events cross portals). */}
      {ticket.staff_view && <SavedRepliesDialog open={picking} onOpenChange={setPicking} onInsert={insert} />}
    </>
  );
}
