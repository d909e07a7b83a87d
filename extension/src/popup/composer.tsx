import { useEffect, useMemo, useRef, useState } from 'react';
import {
  aiReadiness,
  aiUsable,
  createPost,
  getAiSettings,
  getLinkCard,
  listAccounts,
  listGroups,
  queuePost,
  runAssist,
  type AiReadiness,
  type AssistAction,
  type Group,
  type LinkCard,
  type MediaFacts,
  type MediaUploadResult,
  type Post,
  type SocialAccount,
} from '@cadence/contracts';
import { clearDraft, emptyDraft, loadDraft, saveDraft, type Draft } from '../compose/draft';
import { composeText, networkChecks, zonedTimeToIso } from '../compose/share';
import { ask, call, messageOf } from './bridge';
import { sharedPage } from './page-context';

type Action = 'now' | 'schedule' | 'queue' | 'draft';
type Outcome = { kind: 'done'; message: string; url: string } | { kind: 'error'; message: string } | null;

const area = () => chrome.storage.local;

function outcomeText(action: Action, post: Post): string {
  if (post.status === 'not_approved') return 'Sent for approval: it goes out once approved.';
  if (action === 'draft') return 'Draft saved.';
  if (action === 'queue') return 'Added to the queue.';
  if (action === 'schedule') return 'Scheduled.';
  return 'Publishing now.';
}

export function Composer({ server, timeZone, onReady }: { server: string; timeZone: string; onReady: () => void }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [restored, setRestored] = useState(false);
  const [accounts, setAccounts] = useState<SocialAccount[] | null>(null);
  const [accountsError, setAccountsError] = useState<string | null>(null);
  const [groups, setGroups] = useState<Group[]>([]);
  const [card, setCard] = useState<LinkCard | null>(null);
  const [ai, setAi] = useState<AiReadiness>({ state: 'none' });
  const aiOn = aiUsable(ai);
  const [busy, setBusy] = useState<Action | 'ai' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [includeImage, setIncludeImage] = useState(true);
  const [uploaded, setUploaded] = useState<MediaFacts[]>([]);
  const text = useRef<HTMLTextAreaElement>(null);

  // The text box first, from storage alone; the page, accounts and checks fill in after.
  useEffect(() => {
    let live = true;
    void (async () => {
      const kept = await loadDraft(area());
      if (!live) return;
      if (kept && (kept.text || kept.mediaIds.length)) {
        setDraft(kept);
        setRestored(true);
        return;
      }
      setDraft(emptyDraft());
      const page = await sharedPage().catch(() => null);
      if (!live || !page) return;
      setDraft((current) => (current && !current.text ? { ...current, text: composeText(page), pageUrl: page.url, imageUrl: page.imageUrl } : current));
    })();
    return () => {
      live = false;
    };
  }, []);

  const loaded = draft !== null;
  useEffect(() => {
    if (loaded && text.current) {
      text.current.focus();
      onReady();
    }
  }, [loaded, onReady]);

  useEffect(() => {
    call(listAccounts, { query: { pagination: false } })
      .then((data) => setAccounts(data as unknown as SocialAccount[]))
      .catch((error: unknown) => setAccountsError(messageOf(error)));
    call(listGroups, { query: { pagination: false } })
      .then((data) => setGroups(data as unknown as Group[]))
      .catch(() => setGroups([]));
    // The assist's readiness as the dashboard reads it: usable (perhaps with a failed last check, said below), or not shown.
    call(getAiSettings)
      .then((settings) => setAi(aiReadiness(settings, 'rewriting')))
      .catch(() => setAi({ state: 'none' }));
  }, []);

  const pageUrl = draft?.pageUrl ?? null;
  useEffect(() => {
    if (!pageUrl || !/^https?:\/\//.test(pageUrl)) return;
    call(getLinkCard, { query: { url: pageUrl } })
      .then(setCard)
      .catch(() => setCard(null));
  }, [pageUrl]);

  const update = (change: Partial<Draft>) => {
    setOutcome(null);
    setDraft((current) => {
      const next = { ...(current ?? emptyDraft()), ...change };
      void saveDraft(area(), next);
      return next;
    });
  };

  const chosenTypes = useMemo(() => {
    if (!draft || !accounts) return [];
    const ids = new Set([...draft.accountIds, ...groups.filter((g) => draft.groupIds.includes(g.id)).flatMap((g) => g.accountIds)]);
    return accounts.filter((a) => ids.has(a.id)).map((a) => a.type);
  }, [draft, accounts, groups]);

  const media: MediaFacts[] = uploaded.length ? uploaded : draft?.imageUrl && includeImage ? [{ kind: 'image', mimeType: 'image/jpeg', sizeBytes: 0 }] : [];
  const checks = draft ? networkChecks(chosenTypes, draft.text, media) : [];
  const blocked = checks.some((c) => c.issues.length > 0);
  const nothingChosen = !draft || (draft.accountIds.length === 0 && draft.groupIds.length === 0);

  async function mediaIds(current: Draft): Promise<number[]> {
    if (!current.imageUrl || !includeImage || current.mediaIds.length) return current.mediaIds;
    const result = await ask<MediaUploadResult>({ type: 'upload-image', imageUrl: current.imageUrl });
    const { item } = result;
    setUploaded([{ kind: item.kind, mimeType: item.mimeType, sizeBytes: item.sizeBytes, ...(item.width ? { width: item.width } : {}), ...(item.height ? { height: item.height } : {}) }]);
    update({ mediaIds: [item.id] });
    return [item.id];
  }

  async function submit(action: Action) {
    if (!draft) return;
    setBusy(action);
    setOutcome(null);
    try {
      const ids = await mediaIds(draft);
      const common = { text: draft.text, mediaIds: ids, accountIds: draft.accountIds, groupIds: draft.groupIds, timeZone };
      const post =
        action === 'queue'
          ? await call(queuePost, { body: common })
          : await call(createPost, { body: { ...common, mode: action, ...(action === 'schedule' ? { scheduledAt: zonedTimeToIso(draft.scheduleAt, timeZone) } : {}) } });
      await clearDraft(area());
      setDraft(emptyDraft());
      setUploaded([]);
      setRestored(false);
      setOutcome({ kind: 'done', message: outcomeText(action, post), url: `${server}/posts/${post.id}` });
    } catch (error) {
      setOutcome({ kind: 'error', message: messageOf(error) });
    } finally {
      setBusy(null);
    }
  }

  async function assist(action: AssistAction) {
    if (!draft?.text.trim()) return;
    setBusy('ai');
    try {
      const result = await call(runAssist, { body: { action, text: draft.text, ...(chosenTypes[0] ? { network: chosenTypes[0] } : {}) } });
      update({ text: result.text });
    } catch (error) {
      setOutcome({ kind: 'error', message: messageOf(error) });
    } finally {
      setBusy(null);
    }
  }

  const toggle = (key: 'accountIds' | 'groupIds', id: number) => {
    if (!draft) return;
    const list = draft[key];
    update({ [key]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id] });
  };

  if (!draft) return <p className="muted" role="status">Loading…</p>;

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(draft.scheduleAt ? 'schedule' : 'now');
      }}
    >
      {restored && (
        <p className="notice" role="status">
          Your unsent post was kept.{' '}
          <button type="button" className="link" onClick={() => void clearDraft(area()).then(() => window.location.reload())}>
            Start over
          </button>
        </p>
      )}
      <label htmlFor="text" className="sr-only">
        Post text
      </label>
      <textarea id="text" ref={text} data-testid="composer-text" value={draft.text} rows={6} placeholder="What do you want to share?" onChange={(e) => update({ text: e.target.value })} />
      {aiOn && (
        <div className="row">
          <button type="button" disabled={busy !== null || !draft.text.trim()} onClick={() => void assist('rewrite')}>
            {busy === 'ai' ? 'Working…' : 'Rewrite with AI'}
          </button>
          <button type="button" disabled={busy !== null || !draft.text.trim()} onClick={() => void assist('shorten')}>
            Shorten
          </button>
        </div>
      )}
      {ai.state === 'check_failed' && (
        <p className="muted" role="status" data-testid="ai-check-failed">
          The AI endpoint&apos;s last check failed: {ai.reason}
        </p>
      )}
      {card && (
        <div className="card" aria-label="Link card">
          <strong>{card.title}</strong>
          {card.description && <span className="muted">{card.description}</span>}
        </div>
      )}
      {draft.imageUrl && (
        <label className="row image">
          <input type="checkbox" checked={includeImage} onChange={(e) => setIncludeImage(e.target.checked)} disabled={draft.mediaIds.length > 0} />
          <img src={draft.imageUrl} alt="" width={48} height={48} />
          <span>{draft.mediaIds.length ? 'Image in the media library' : 'Add this image'}</span>
        </label>
      )}

      <fieldset>
        <legend>Post to</legend>
        {accounts === null && !accountsError && <p className="muted">Loading accounts…</p>}
        {accountsError && <p className="error" role="alert">{accountsError}</p>}
        {accounts?.length === 0 && <p className="muted">No connected accounts yet: connect one in the dashboard.</p>}
        <div className="chips">
          {groups.map((g) => (
            <label key={`g${g.id}`} className="chip">
              <input type="checkbox" checked={draft.groupIds.includes(g.id)} onChange={() => toggle('groupIds', g.id)} />
              {g.name} <span className="muted">(group)</span>
            </label>
          ))}
          {accounts?.map((a) => (
            <label key={a.id} className="chip">
              <input type="checkbox" checked={draft.accountIds.includes(a.id)} onChange={() => toggle('accountIds', a.id)} />
              {a.name} <span className="muted">{a.type}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {checks.length > 0 && (
        <ul className="checks" aria-label="Checks per network">
          {checks.map((c) => (
            <li key={c.type} className={c.issues.length ? 'bad' : 'good'}>
              <span>
                {c.label} {c.count}/{c.max}
              </span>
              {c.issues.map((issue) => (
                <span key={issue.code} className="error">
                  {issue.message}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}

      <label className="row">
        <span>Schedule ({timeZone})</span>
        <input type="datetime-local" data-testid="schedule-at" value={draft.scheduleAt} onChange={(e) => update({ scheduleAt: e.target.value })} />
      </label>

      {outcome?.kind === 'error' && (
        <p className="error" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'done' && (
        <p className="success" role="status">
          {outcome.message}{' '}
          <a href={outcome.url} target="_blank" rel="noreferrer">
            Open in Cadence
          </a>
        </p>
      )}

      <div className="actions">
        <button type="button" disabled={busy !== null} onClick={() => void submit('draft')}>
          {busy === 'draft' ? 'Saving…' : 'Save draft'}
        </button>
        <button type="button" disabled={busy !== null || nothingChosen || blocked} onClick={() => void submit('queue')}>
          Add to queue
        </button>
        {draft.scheduleAt ? (
          <button type="submit" className="primary" disabled={busy !== null || nothingChosen || blocked}>
            {busy === 'schedule' ? 'Scheduling…' : 'Schedule'}
          </button>
        ) : (
          <button type="submit" className="primary" disabled={busy !== null || nothingChosen || blocked}>
            {busy === 'now' ? 'Publishing…' : 'Publish now'}
          </button>
        )}
      </div>
    </form>
  );
}
