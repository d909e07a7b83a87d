import { useTranslation } from 'react-i18next';
import { CircleStopIcon, RefreshCwIcon, SendIcon } from 'lucide-react';
import { validateContent } from '@cadence/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { Spinner } from '../../../components/ui/spinner';
import { NetworkMark } from '../../posts/components/network-mark';
import { showsCounter, textCounter } from '../../composer/network-counter';
import type { VariantCard as Card } from '../generation-stream';

/** The rules a variant breaks as the user edits it (graphemes, hashtags, thread parts), from the network's rules. */
function liveIssues(card: Card): string[] {
  return validateContent(card.network, { text: card.text, thread: card.thread.filter((part) => part.trim() !== ''), media: [], settings: {} })
    .filter((issue) => issue.field === 'text' || issue.field.startsWith('thread'))
    .map((issue) => issue.message);
}

function Counter({ card, text }: { card: Card; text: string }) {
  if (!showsCounter(card.network)) return null;
  const counter = textCounter(card.network, text);
  return (
    <span className={`text-xs tabular-nums ${counter.state === 'over' ? 'font-semibold text-destructive' : counter.state === 'near' ? 'text-amber-600 dark:text-amber-400' : 'text-muted-foreground'}`}>
      {counter.count}/{counter.max}
    </span>
  );
}

/** One post for one network: streams in, then can be edited, regenerated, or used in the composer. */
export function VariantCardView({
  card,
  posts,
  busy,
  onChange,
  onStop,
  onRegenerate,
  onUse,
}: {
  card: Card;
  posts: number;
  busy: boolean;
  onChange: (next: Pick<Card, 'text' | 'thread'>) => void;
  onStop: () => void;
  onRegenerate: () => void;
  onUse: () => void;
}) {
  const { t } = useTranslation('ai');
  const { t: tp } = useTranslation('posts');
  const live = card.state === 'waiting' || card.state === 'streaming';
  const issues = live ? [] : liveIssues(card);
  const label = tp(`accountTypes.${card.network}`);
  return (
    <article className="grid content-start gap-3 rounded-xl border bg-card p-4 shadow-sm" aria-label={t('generator.cardLabel', { network: label, post: card.post })} aria-busy={live} data-testid={`variant-${card.network}-${card.post}`} data-state={card.state}>
      <header className="flex flex-wrap items-center gap-2">
        <NetworkMark type={card.network} className="size-5" />
        <h3 className="font-semibold">{label}</h3>
        {posts > 1 && <span className="text-sm text-muted-foreground">{t('generator.postOf', { post: card.post, count: posts })}</span>}
        <Badge variant={card.state === 'done' ? 'secondary' : card.state === 'failed' || card.state === 'incomplete' ? 'outline' : 'accent'} className="ms-auto">
          {card.state === 'streaming' && <Spinner className="size-3" />}
          {t(`generator.state.${card.state}`)}
        </Badge>
      </header>
      {live ? (
        <p className="min-h-24 whitespace-pre-wrap break-words rounded-md border border-dashed bg-muted/30 p-3 text-sm" aria-live="polite" data-testid="variant-stream">
          {card.text || <span className="text-muted-foreground">{card.retry ? t(`generator.retrying.${card.retry.reason}`, { seconds: card.retry.seconds }) : t('generator.waiting')}</span>}
          {card.state === 'streaming' && <span className="ms-0.5 inline-block h-4 w-1.5 animate-pulse bg-primary align-middle" aria-hidden="true" />}
        </p>
      ) : (
        <div className="grid gap-2">
          <Textarea value={card.text} rows={5} onChange={(event) => onChange({ text: event.target.value, thread: card.thread })} aria-label={t('generator.textOf', { network: label })} data-testid="variant-text" />
          <div className="flex justify-end">
            <Counter card={card} text={card.text} />
          </div>
          {card.thread.map((part, index) => (
            <div key={index} className="grid gap-1">
              <Textarea
                value={part}
                rows={3}
                onChange={(event) => onChange({ text: card.text, thread: card.thread.map((item, i) => (i === index ? event.target.value : item)) })}
                aria-label={t('generator.threadPart', { number: index + 2 })}
              />
              <div className="flex justify-end">
                <Counter card={card} text={part} />
              </div>
            </div>
          ))}
        </div>
      )}
      {card.reason && (card.state === 'incomplete' || card.state === 'failed') && (
        <p role="status" className="rounded-md bg-amber-500/10 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-500/30 ring-inset dark:text-amber-200" data-testid="variant-reason">
          {card.reason}
        </p>
      )}
      {issues.length > 0 && (
        <ul className="grid gap-1 text-sm text-destructive" data-testid="variant-issues">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      <footer className="flex flex-wrap gap-2">
        {live ? (
          <Button type="button" size="sm" variant="outline" onClick={onStop} data-testid="variant-stop">
            <CircleStopIcon />
            {t('generator.stop')}
          </Button>
        ) : (
          <>
            <Button type="button" size="sm" variant="outline" onClick={onRegenerate} disabled={busy} data-testid="variant-regenerate">
              <RefreshCwIcon />
              {t('generator.regenerate')}
            </Button>
            <Button type="button" size="sm" className="ms-auto" onClick={onUse} disabled={card.text.trim() === '' || card.state === 'incomplete' || card.state === 'failed'} data-testid="variant-use">
              <SendIcon />
              {t('generator.use')}
            </Button>
          </>
        )}
      </footer>
    </article>
  );
}
