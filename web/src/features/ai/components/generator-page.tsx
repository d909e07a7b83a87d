import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CircleStopIcon, SendIcon, SparklesIcon } from 'lucide-react';
import { ACCOUNT_TYPES, aiReadiness, GENERATION_LANGUAGES, GENERATION_LENGTHS, GENERATION_MAX_POSTS, stopGenerationPost, type AccountType, type Generation, type GenerationBrief, type LinkCard, type SocialAccount } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { FormAlert } from '../../../components/form/form-alert';
import { PageHeader } from '../../../components/page-header';
import { AccountAvatar } from '../../posts/components/network-mark';
import { accountOptionsQuery } from '../../composer/accounts';
import { sessionAtom } from '../../session/session.atoms';
import { AI_KEY, activeTemplatesQuery, aiSettingsQuery, canGenerate } from '../queries';
import { applyEvent, cardKey, plannedCards, streamGeneration, type VariantCard } from '../generation-stream';
import { handPrefill, withLink } from '../prefill';
import { AI_USAGE_KEY, UsageMeter } from '../../ai-usage';
import { AiCheckFailed, AiNotConfigured } from './ai-not-configured';
import { HistoryList } from './history-list';
import { VariantCardView } from './variant-card';

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40';

interface BriefState {
  source: 'topic' | 'url';
  topic: string;
  url: string;
  tone: string;
  audience: string;
  language: GenerationBrief['language'];
  length: GenerationBrief['length'];
  callToAction: string;
  brandVoice: boolean;
  posts: number;
  templateId: number | null;
  variables: Record<string, string>;
}

function initialBrief(language: string): BriefState {
  const lang = (GENERATION_LANGUAGES as readonly string[]).includes(language) ? (language as BriefState['language']) : 'en';
  return { source: 'topic', topic: '', url: '', tone: '', audience: '', language: lang, length: 'short', callToAction: '', brandVoice: true, posts: 1, templateId: null, variables: {} };
}

function toBrief(state: BriefState, networks: AccountType[], posts = state.posts): GenerationBrief {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  const topic = state.source === 'topic' ? text(state.topic) : undefined;
  const url = state.source === 'url' ? text(state.url) : undefined;
  const tone = text(state.tone);
  const audience = text(state.audience);
  const cta = text(state.callToAction);
  return {
    ...(topic ? { topic } : {}),
    ...(url ? { url } : {}),
    ...(tone ? { tone } : {}),
    ...(audience ? { audience } : {}),
    ...(cta ? { call_to_action: cta } : {}),
    ...(state.templateId ? { template_id: state.templateId, variables: state.variables } : {}),
    language: state.language,
    length: state.length,
    brand_voice: state.brandVoice,
    posts,
    networks,
  };
}

/** /ai_composer and /ai_content_generator: a brief, the accounts to write for, the variants streaming in, and the history. */
export function GeneratorPage({ templateId }: { templateId?: number | undefined }) {
  const { t } = useTranslation('ai');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('generator.title'));
  const settings = useQuery(aiSettingsQuery());
  const readiness = aiReadiness(settings.data, 'generation');
  const [tab, setTab] = useState('generate');
  const [reopened, setReopened] = useState<Generation | null>(null);
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('generator.eyebrow')} title={t('generator.title')} description={t('generator.description')} actions={canGenerate(settings.data) ? <UsageMeter className="w-72" /> : undefined} />
      {settings.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : settings.isError ? (
        <FormAlert alert={{ message: describeError(tc, settings.error), details: [] }} />
      ) : !canGenerate(settings.data) ? (
        <AiNotConfigured readiness={readiness} />
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          {readiness.state === 'check_failed' && <AiCheckFailed reason={readiness.reason} />}
          <TabsList>
            <TabsTrigger value="generate">{t('generator.tabs.generate')}</TabsTrigger>
            <TabsTrigger value="history" data-testid="ai-history-tab">
              {t('generator.tabs.history')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="generate" forceMount className="data-[state=inactive]:hidden">
            <Generator reopened={reopened} templateId={templateId ?? null} />
          </TabsContent>
          <TabsContent value="history">
            <HistoryList
              onReopen={(generation) => {
                setReopened(generation);
                setTab('generate');
              }}
            />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

function Generator({ reopened, templateId }: { reopened: Generation | null; templateId: number | null }) {
  const { t, i18n } = useTranslation('ai');
  const { t: tc } = useTranslation();
  const { t: tp } = useTranslation('posts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const accounts = useQuery(accountOptionsQuery());
  const templates = useQuery(activeTemplatesQuery());
  const [brief, setBrief] = useState(() => ({ ...initialBrief(i18n.language), templateId }));
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [cards, setCards] = useState<VariantCard[]>([]);
  const [posts, setPosts] = useState(1);
  const [linkCard, setLinkCard] = useState<LinkCard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const streamId = useRef<string | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (!reopened) return;
    const b = reopened.brief;
    setBrief((current) => ({
      ...current,
      source: b.url ? 'url' : 'topic',
      topic: b.topic ?? '',
      url: b.url ?? '',
      tone: b.tone ?? '',
      audience: b.audience ?? '',
      language: b.language,
      length: b.length,
      callToAction: b.call_to_action ?? '',
      brandVoice: b.brand_voice !== false,
      posts: b.posts ?? 1,
    }));
    setPosts(b.posts ?? 1);
    setCards(reopened.variants.map((v) => ({ key: cardKey(v.network, v.post), network: v.network, post: v.post, text: v.text, thread: v.thread, issues: v.issues, ...(v.incomplete ? { state: 'incomplete' as const, reason: v.incomplete } : { state: 'done' as const }) })));
    setLinkCard(reopened.link_card);
    setError(reopened.error);
  }, [reopened]);

  const accountList = accounts.data ?? [];
  const byNetwork = useMemo(() => {
    const groups = new Map<AccountType, SocialAccount[]>();
    for (const account of accountList) groups.set(account.type, [...(groups.get(account.type) ?? []), account]);
    return ACCOUNT_TYPES.filter((type) => groups.has(type)).map((type) => [type, groups.get(type) ?? []] as const);
  }, [accountList]);
  const networks = ACCOUNT_TYPES.filter((type) => accountList.some((account) => account.type === type && accountIds.includes(account.id)));
  const template = templates.data?.find((item) => item.id === brief.templateId) ?? null;

  /** Runs one streamed request; `only` regenerates one card in place. */
  const run = async (body: GenerationBrief, only?: VariantCard) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setRunning(true);
    streamId.current = null;
    if (only) setCards((current) => current.map((card) => (card.key === only.key ? { ...card, text: '', thread: [], issues: [], state: 'waiting' } : card)));
    else {
      setPosts(body.posts ?? 1);
      setCards(plannedCards(body.networks, body.posts ?? 1));
      setLinkCard(null);
    }
    try {
      await streamGeneration(
        body,
        session?.accessToken,
        i18n.language,
        (event) => {
          if (event.event === 'started') streamId.current = event.data.stream;
          if (event.event === 'error') setError(event.data.message);
          if (event.event === 'done') setLinkCard(event.data.link_card);
          // A card written again answers as its own post of the series; the end of the stream concerns only that card.
          const ending = event.event === 'done' || event.event === 'error';
          setCards((current) => (only && ending ? current.map((card) => (card.key === only.key ? (applyEvent([card], event)[0] ?? card) : card)) : applyEvent(current, event)));
        },
        abort.signal,
      );
    } catch (cause) {
      setError(describeError(tc, cause));
      setCards((current) => current.map((card) => (card.state === 'waiting' || card.state === 'streaming' ? { ...card, state: 'failed' } : card)));
    } finally {
      if (controller.current === abort) {
        setRunning(false);
        controller.current = null;
      }
      void queryClient.invalidateQueries({ queryKey: [...AI_KEY, 'generations'] });
      void queryClient.invalidateQueries({ queryKey: AI_USAGE_KEY });
    }
  };

  const stopAll = () => {
    controller.current?.abort();
    setCards((current) => current.map((card) => (card.state === 'waiting' || card.state === 'streaming' ? { ...card, state: 'stopped' } : card)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (networks.length === 0 || running) return;
    void run(toBrief(brief, networks));
  };

  const accountsOf = (network: AccountType) => accountList.filter((account) => account.type === network && accountIds.includes(account.id)).map((account) => account.id);
  const versionOf = (card: VariantCard) => ({ text: withLink(card.text, linkCard), thread: card.thread.filter((part) => part.trim() !== '') });
  const handOver = (prefill: Parameters<typeof handPrefill>[0]) => {
    handPrefill(prefill);
    if (linkCard) queryClient.setQueryData(['posts', 'link-card', linkCard.url], linkCard);
    void navigate({ to: '/composer' });
  };

  /** One network's post into the composer, with that network's accounts. */
  const use = (card: VariantCard) => {
    const version = versionOf(card);
    handOver({ text: version.text, accountIds: accountsOf(card.network), overrides: version.thread.length > 0 ? { [card.network]: version } : {}, linkCard, dayOffset: card.post - 1 });
  };

  /** Post k of every network into one composer: each network keeps its own version. */
  const useAll = (post: number) => {
    // An answer that broke off or failed is not handed over.
    const ready = cards.filter((card) => card.post === post && card.state === 'done' && card.text.trim() !== '');
    const [first] = ready;
    if (!first) return;
    handOver({
      text: versionOf(first).text,
      accountIds: ready.flatMap((card) => accountsOf(card.network)),
      overrides: Object.fromEntries(ready.map((card) => [card.network, versionOf(card)])),
      linkCard,
      dayOffset: post - 1,
    });
  };

  const missingSource = brief.source === 'topic' ? brief.topic.trim() === '' && !template : brief.url.trim() === '';

  return (
    <div className="grid items-start gap-6 pt-4 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form className="grid gap-6" onSubmit={submit} noValidate aria-label={t('generator.briefTitle')}>
        <Card>
          <CardHeader>
            <CardTitle>{t('generator.briefTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div role="radiogroup" aria-label={t('generator.source')} className="inline-flex w-fit rounded-lg border p-1">
              {(['topic', 'url'] as const).map((source) => (
                <button
                  key={source}
                  type="button"
                  role="radio"
                  aria-checked={brief.source === source}
                  onClick={() => setBrief((current) => ({ ...current, source }))}
                  className={`rounded-md px-3 py-1.5 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${brief.source === source ? 'bg-primary text-primary-foreground' : 'hover:bg-accent'}`}
                >
                  {t(`generator.sources.${source}`)}
                </button>
              ))}
            </div>
            {brief.source === 'topic' ? (
              <div className="grid gap-2">
                <Label htmlFor="ai-topic">{t('generator.fields.topic')}</Label>
                <Input id="ai-topic" value={brief.topic} maxLength={2000} onChange={(event) => setBrief((current) => ({ ...current, topic: event.target.value }))} placeholder={t('generator.fields.topicPlaceholder')} data-testid="ai-topic" />
              </div>
            ) : (
              <div className="grid gap-2">
                <Label htmlFor="ai-url">{t('generator.fields.url')}</Label>
                <Input id="ai-url" type="url" value={brief.url} onChange={(event) => setBrief((current) => ({ ...current, url: event.target.value }))} placeholder="https://" data-testid="ai-url" />
                <p className="text-sm text-muted-foreground">{t('generator.fields.urlHint')}</p>
              </div>
            )}
            {(templates.data?.length ?? 0) > 0 && (
              <div className="grid gap-2">
                <Label htmlFor="ai-template">{t('generator.fields.template')}</Label>
                <select
                  id="ai-template"
                  className={selectClass}
                  value={brief.templateId ?? ''}
                  onChange={(event) => setBrief((current) => ({ ...current, templateId: event.target.value ? Number(event.target.value) : null, variables: {} }))}
                >
                  <option value="">{t('generator.fields.noTemplate')}</option>
                  {templates.data?.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title}
                    </option>
                  ))}
                </select>
                {template?.variables.map((name) => (
                  <div key={name} className="grid gap-1 ps-3">
                    <Label htmlFor={`ai-var-${name}`}>{name}</Label>
                    <Input id={`ai-var-${name}`} value={brief.variables[name] ?? ''} maxLength={1000} onChange={(event) => setBrief((current) => ({ ...current, variables: { ...current.variables, [name]: event.target.value } }))} />
                  </div>
                ))}
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="ai-tone">{t('generator.fields.tone')}</Label>
                <Input id="ai-tone" value={brief.tone} maxLength={100} list="ai-tones" onChange={(event) => setBrief((current) => ({ ...current, tone: event.target.value }))} placeholder={t('generator.tones.friendly')} />
                <datalist id="ai-tones">
                  {(['friendly', 'professional', 'playful', 'inspiring', 'informative'] as const).map((tone) => (
                    <option key={tone} value={t(`generator.tones.${tone}`)} />
                  ))}
                </datalist>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="ai-audience">{t('generator.fields.audience')}</Label>
                <Input id="ai-audience" value={brief.audience} maxLength={300} onChange={(event) => setBrief((current) => ({ ...current, audience: event.target.value }))} placeholder={t('generator.fields.audiencePlaceholder')} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="ai-language">{t('generator.fields.language')}</Label>
                <select id="ai-language" className={selectClass} value={brief.language} onChange={(event) => setBrief((current) => ({ ...current, language: event.target.value as BriefState['language'] }))}>
                  {GENERATION_LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {t(`generator.languages.${language}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="ai-length">{t('generator.fields.length')}</Label>
                <select id="ai-length" className={selectClass} value={brief.length} onChange={(event) => setBrief((current) => ({ ...current, length: event.target.value as BriefState['length'] }))}>
                  {GENERATION_LENGTHS.map((length) => (
                    <option key={length} value={length}>
                      {t(`generator.lengths.${length}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="ai-cta">{t('generator.fields.callToAction')}</Label>
                <Input id="ai-cta" value={brief.callToAction} maxLength={300} onChange={(event) => setBrief((current) => ({ ...current, callToAction: event.target.value }))} placeholder={t('generator.fields.callToActionPlaceholder')} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="ai-posts">{t('generator.fields.posts')}</Label>
                <select id="ai-posts" className={selectClass} value={brief.posts} onChange={(event) => setBrief((current) => ({ ...current, posts: Number(event.target.value) }))} data-testid="ai-posts">
                  {Array.from({ length: GENERATION_MAX_POSTS }, (_, i) => i + 1).map((count) => (
                    <option key={count} value={count}>
                      {count === GENERATION_MAX_POSTS ? t('generator.week') : t('generator.postCount', { count })}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <label className="flex items-center gap-3 text-sm">
              <Switch checked={brief.brandVoice} onCheckedChange={(brandVoice) => setBrief((current) => ({ ...current, brandVoice }))} />
              {t('generator.fields.brandVoice')}
            </label>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('generator.accountsTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {accounts.isPending ? (
              <Skeleton className="h-16 w-full" />
            ) : accounts.isError ? (
              <FormAlert alert={{ message: describeError(tc, accounts.error), details: [] }} />
            ) : byNetwork.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('generator.noAccounts')}</p>
            ) : (
              byNetwork.map(([type, list]) => (
                <fieldset key={type} className="grid gap-2">
                  <legend className="mb-1 text-sm font-medium">{tp(`accountTypes.${type}`)}</legend>
                  <div className="flex flex-wrap gap-2">
                    {list.map((account) => {
                      const on = accountIds.includes(account.id);
                      return (
                        <button
                          key={account.id}
                          type="button"
                          aria-pressed={on}
                          onClick={() => setAccountIds((current) => (on ? current.filter((id) => id !== account.id) : [...current, account.id]))}
                          className={`inline-flex items-center gap-2 rounded-full border py-1 ps-1 pe-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${on ? 'border-primary bg-primary/10' : 'hover:bg-accent'}`}
                          data-testid={`ai-account-${account.id}`}
                        >
                          <AccountAvatar type={account.type} name={account.name} avatarUrl={account.avatarUrl} className="size-7" />
                          <span className="max-w-40 truncate">{account.name}</span>
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
              ))
            )}
          </CardContent>
        </Card>
        <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-3 shadow-sm">
          <Button type="submit" disabled={running || networks.length === 0 || missingSource} data-testid="ai-generate">
            <SparklesIcon />
            {t('generator.generate')}
          </Button>
          {running && (
            <Button type="button" variant="outline" onClick={stopAll} data-testid="ai-stop-all">
              <CircleStopIcon />
              {t('generator.stopAll')}
            </Button>
          )}
          <p className="w-full text-sm text-muted-foreground">{networks.length === 0 ? t('generator.pickAccounts') : t('generator.nothingPublished')}</p>
        </div>
      </form>
      <section className="grid gap-4" aria-label={t('generator.resultsTitle')} aria-live="polite">
        {error && <FormAlert alert={{ message: error, details: [] }} />}
        {cards.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center text-sm text-muted-foreground">
            <SparklesIcon className="size-6" aria-hidden="true" />
            {t('generator.empty')}
          </div>
        ) : (
          Array.from({ length: posts }, (_, i) => i + 1).map((post) => {
            const row = cards.filter((card) => card.post === post);
            if (row.length === 0) return null;
            const settled = row.every((card) => card.state !== 'waiting' && card.state !== 'streaming');
            // What "use on all" hands over: the finished posts only.
            const usable = row.filter((card) => card.state === 'done' && card.text.trim() !== '');
            return (
              <div key={post} className="grid gap-3" data-testid={`ai-post-${post}`}>
                {(posts > 1 || row.length > 1) && (
                  <div className="flex flex-wrap items-center gap-2">
                    {posts > 1 && <h3 className="text-sm font-semibold">{t('generator.dayTitle', { post })}</h3>}
                    {row.length > 1 && (
                      <Button type="button" size="sm" variant="secondary" className="ms-auto" disabled={!settled || usable.length === 0} onClick={() => useAll(post)} data-testid={`ai-use-all-${post}`}>
                        <SendIcon />
                        {t('generator.useAll', { count: usable.length || row.length })}
                      </Button>
                    )}
                  </div>
                )}
                <div className="grid gap-4 lg:grid-cols-2">
                  {row.map((card) => (
                    <VariantCardView
                      key={card.key}
                      card={card}
                      posts={posts}
                      busy={running}
                      onChange={(next) => setCards((current) => current.map((item) => (item.key === card.key ? { ...item, ...next } : item)))}
                      onStop={() => {
                        const next = cards.map((item) => (item.key === card.key ? { ...item, state: 'stopped' as const } : item));
                        setCards(next);
                        // With nothing left to wait for, the request itself is closed; otherwise only this post's call is stopped.
                        if (!next.some((item) => item.state === 'waiting' || item.state === 'streaming')) controller.current?.abort();
                        else if (streamId.current) {
                          const stream = streamId.current;
                          const network = card.network;
                          const post = card.post;
                          void call(stopGenerationPost, { params: { stream }, body: { network, post } }).catch(() => undefined);
                        }
                      }}
                      onRegenerate={() => void run({ ...toBrief(brief, [card.network], posts), ...(posts > 1 ? { only_post: card.post } : {}) }, card)}
                      onUse={() => use(card)}
                    />
                  ))}
                </div>
              </div>
            );
          })
        )}
      </section>
    </div>
  );
}
