import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { NETWORK_RULES, type AccountType, type ValidationIssue } from '@cadence/contracts';
import type { PickedMedia } from '../../media/components/media-picker';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { NetworkMark } from '../../posts/components/network-mark';
import { mediaIdsFor, withOverride, type AccountRef, type ComposerState } from '../compose-state';
import { useIssueText } from './issue-list';
import { MediaStrip } from './media-strip';
import { NetworkSettings } from './network-settings';
import { TiktokSettings } from './tiktok-settings';
import { TextCounter } from './text-counter';
import { ComposerCaptionButton, LeftVariablesNote } from '../../captions/components/composer-captions';
import { insertAt } from '../../captions/insert-caption';

export const MAIN_TAB = 'main';

/**
 * The main text, media and first comment, and a tab per selected network with its own text,
 * media, first comment, thread parts and settings; fields with a problem are highlighted.
 */
export function ContentEditor({
  state,
  onChange,
  networks,
  accounts,
  issues,
  media,
  tab,
  onTab,
  onAddMedia,
}: {
  state: ComposerState;
  onChange: (next: ComposerState) => void;
  networks: readonly AccountType[];
  /** The accounts the post goes to. */
  accounts: readonly AccountRef[];
  issues: ReadonlyMap<AccountType, readonly ValidationIssue[]>;
  media: ReadonlyMap<number, PickedMedia>;
  tab: string;
  onTab: (tab: string) => void;
  /** Opens the media picker for the main post (null) or one network's override. */
  onAddMedia: (type: AccountType | null) => void;
}) {
  const { t } = useTranslation('composer');
  const { t: tp } = useTranslation('posts');
  const itemsOf = (ids: readonly number[]) => ids.map((id) => media.get(id)).filter((item): item is PickedMedia => item !== undefined);
  // A main field is highlighted when a network that uses it (no override of its own) has a problem there.
  const mainInvalid = (field: ValidationIssue['field'], overridden: (type: AccountType) => boolean) =>
    networks.some((type) => !overridden(type) && (issues.get(type) ?? []).some((issue) => issue.field === field));
  const anyFirstComment = networks.some((type) => NETWORK_RULES[type].firstComment);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // A saved caption goes where the cursor was (or replaces the selection), and the cursor after it.
  const insertCaption = (insert: string) => {
    const area = textRef.current;
    const next = insertAt(state.text, insert, area?.selectionStart ?? state.text.length, area?.selectionEnd ?? state.text.length);
    onChange({ ...state, text: next.text });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  return (
    <Tabs value={tab} onValueChange={onTab}>
      <TabsList className="h-auto flex-wrap" aria-label={t('tabs.label')}>
        <TabsTrigger value={MAIN_TAB}>{t('tabs.main')}</TabsTrigger>
        {networks.map((type) => (
          <TabsTrigger key={type} value={type} className="gap-1.5" data-testid={`tab-${type}`}>
            <NetworkMark type={type} className="size-3.5" />
            {tp(`accountTypes.${type}`)}
            {(issues.get(type)?.length ?? 0) > 0 && <span className="size-1.5 rounded-full bg-destructive" aria-label={t('tabs.hasIssues')} role="img" />}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent value={MAIN_TAB} className="grid gap-4">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor="composer-text">{t('fields.text')}</Label>
            <ComposerCaptionButton state={state} onInsert={insertCaption} />
          </div>
          <Textarea
            ref={textRef}
            id="composer-text"
            rows={7}
            value={state.text}
            placeholder={t('fields.textPlaceholder')}
            onChange={(event) => onChange({ ...state, text: event.target.value })}
            aria-invalid={mainInvalid('text', (type) => state.overrides[type]?.text !== undefined) || undefined}
            aria-describedby="composer-counters composer-left-variables"
            data-testid="composer-text"
          />
          <LeftVariablesNote text={state.text} id="composer-left-variables" />
          <div id="composer-counters" className="flex flex-wrap gap-1.5" aria-live="polite">
            {networks
              .filter((type) => state.overrides[type]?.text === undefined)
              .map((type) => (
                <TextCounter key={type} type={type} text={state.text} withMark />
              ))}
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="composer-media">{t('fields.media')}</Label>
          <MediaStrip
            id="composer-media"
            items={itemsOf(state.mediaIds)}
            onRemove={(id) => onChange({ ...state, mediaIds: state.mediaIds.filter((item) => item !== id) })}
            onAdd={() => onAddMedia(null)}
            invalid={mainInvalid('media', (type) => state.overrides[type]?.mediaIds !== undefined)}
          />
        </div>
        {anyFirstComment && (
          <div className="grid gap-2">
            <Label htmlFor="composer-first-comment">{t('fields.firstComment')}</Label>
            <Textarea
              id="composer-first-comment"
              rows={2}
              value={state.firstComment}
              placeholder={t('fields.firstCommentPlaceholder')}
              onChange={(event) => onChange({ ...state, firstComment: event.target.value })}
              aria-invalid={mainInvalid('firstComment', (type) => state.overrides[type]?.firstComment !== undefined) || undefined}
              aria-describedby="composer-first-comment-hint"
            />
            <p id="composer-first-comment-hint" className="text-xs text-muted-foreground">
              {t('fields.firstCommentHint', { networks: networks.filter((type) => NETWORK_RULES[type].firstComment).map((type) => tp(`accountTypes.${type}`)).join(', ') })}
            </p>
          </div>
        )}
      </TabsContent>

      {networks.map((type) => (
        <TabsContent key={type} value={type} className="grid gap-5">
          <NetworkTab
            type={type}
            accountIds={accounts.filter((account) => account.type === type).map((account) => account.id)}
            state={state}
            onChange={onChange}
            issues={issues.get(type) ?? []}
            mediaItems={itemsOf(mediaIdsFor(state, type))}
            onAddMedia={() => onAddMedia(type)}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function OverrideSwitch({ id, label, checked, onCheckedChange }: { id: string; label: string; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

function NetworkTab({
  type,
  accountIds,
  state,
  onChange,
  issues,
  mediaItems,
  onAddMedia,
}: {
  type: AccountType;
  accountIds: readonly number[];
  state: ComposerState;
  onChange: (next: ComposerState) => void;
  issues: readonly ValidationIssue[];
  mediaItems: readonly PickedMedia[];
  onAddMedia: () => void;
}) {
  const { t } = useTranslation('composer');
  const { t: tp } = useTranslation('posts');
  const issueText = useIssueText();
  const rules = NETWORK_RULES[type];
  const override = state.overrides[type] ?? {};
  const network = tp(`accountTypes.${type}`);
  const has = (field: ValidationIssue['field']) => issues.some((issue) => issue.field === field);
  const textIssues = issues.filter((issue) => issue.field === 'text');
  const settingErrors = new Map<string, string>();
  for (const issue of issues.filter((item) => item.field === 'settings')) {
    const key = String(issue.params?.requiredProperties ?? issue.params?.path ?? '').replace(/^\//, '').split('/')[0] ?? '';
    if (key && !settingErrors.has(key)) settingErrors.set(key, issueText(issue));
  }
  const thread = override.thread ?? [];
  const text = override.text ?? state.text;

  return (
    <>
      <section className="grid gap-2" aria-label={t('network.textSection', { network })}>
        <OverrideSwitch
          id={`override-text-${type}`}
          label={t('network.ownText', { network })}
          checked={override.text !== undefined}
          onCheckedChange={(checked) => onChange(withOverride(state, type, 'text', checked ? state.text : undefined))}
        />
        <Textarea
          id={`text-${type}`}
          aria-label={t('network.textFor', { network })}
          rows={6}
          value={text}
          readOnly={override.text === undefined}
          className={cn(override.text === undefined && 'bg-muted/50 text-muted-foreground')}
          onChange={(event) => onChange(withOverride(state, type, 'text', event.target.value))}
          aria-invalid={has('text') || undefined}
          aria-describedby={`text-${type}-issues`}
          data-testid={`text-${type}`}
        />
        <div className="flex flex-wrap items-center gap-2">
          <TextCounter type={type} text={text} />
          {override.text === undefined && <span className="text-xs text-muted-foreground">{t('network.usesMain')}</span>}
        </div>
        {textIssues.length > 0 && (
          <ul id={`text-${type}-issues`} className="grid gap-0.5 text-sm text-destructive">
            {textIssues.map((issue, index) => (
              <li key={index}>{issueText(issue)}</li>
            ))}
          </ul>
        )}
      </section>

      {rules.threads && (
        <section className="grid gap-2" aria-label={t('network.thread')}>
          <p className="text-sm font-medium">{t('network.thread')}</p>
          <p className="text-xs text-muted-foreground">{t('network.threadHint')}</p>
          {thread.map((part, index) => (
            <div key={index} className="flex items-start gap-2">
              <div className="grid flex-1 gap-1">
                <Textarea
                  aria-label={t('network.threadPart', { number: index + 2 })}
                  rows={3}
                  value={part}
                  onChange={(event) => onChange(withOverride(state, type, 'thread', thread.map((item, at) => (at === index ? event.target.value : item))))}
                  aria-invalid={issues.some((issue) => issue.params?.index === index + 1) || undefined}
                />
                <TextCounter type={type} text={part} />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('network.removePart', { number: index + 2 })}
                onClick={() => onChange(withOverride(state, type, 'thread', thread.filter((_, at) => at !== index)))}
              >
                <Trash2Icon />
              </Button>
            </div>
          ))}
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onChange(withOverride(state, type, 'thread', [...thread, '']))}>
            <PlusIcon />
            {t('network.addPart')}
          </Button>
        </section>
      )}

      <section className="grid gap-2" aria-label={t('fields.media')}>
        <OverrideSwitch
          id={`override-media-${type}`}
          label={t('network.ownMedia', { network })}
          checked={override.mediaIds !== undefined}
          onCheckedChange={(checked) => onChange(withOverride(state, type, 'mediaIds', checked ? [...state.mediaIds] : undefined))}
        />
        {override.mediaIds !== undefined ? (
          <MediaStrip
            id={`media-${type}`}
            items={mediaItems}
            onRemove={(id) => onChange(withOverride(state, type, 'mediaIds', (override.mediaIds ?? []).filter((item) => item !== id)))}
            onAdd={onAddMedia}
            invalid={has('media')}
          />
        ) : (
          <p className={cn('text-xs text-muted-foreground', has('media') && 'text-destructive')}>{t('network.mediaFromMain', { count: mediaItems.length })}</p>
        )}
        <ul className="grid gap-0.5 text-sm text-destructive">
          {issues
            .filter((issue) => issue.field === 'media')
            .map((issue, index) => (
              <li key={index}>{issueText(issue)}</li>
            ))}
        </ul>
      </section>

      {rules.firstComment && (
        <section className="grid gap-2" aria-label={t('fields.firstComment')}>
          <OverrideSwitch
            id={`override-comment-${type}`}
            label={t('network.ownComment', { network })}
            checked={override.firstComment !== undefined}
            onCheckedChange={(checked) => onChange(withOverride(state, type, 'firstComment', checked ? state.firstComment : undefined))}
          />
          {override.firstComment !== undefined && (
            <Textarea
              aria-label={t('network.commentFor', { network })}
              rows={2}
              value={override.firstComment}
              onChange={(event) => onChange(withOverride(state, type, 'firstComment', event.target.value))}
              aria-invalid={has('firstComment') || undefined}
            />
          )}
        </section>
      )}

      <section className="grid gap-3" aria-label={t('network.settings', { network })}>
        <p className="text-sm font-medium">{t('network.settings', { network })}</p>
        {type === 'tiktok' ? (
          <TiktokSettings
            accountIds={accountIds}
            value={state.settings[type]}
            onChange={(next) => onChange({ ...state, settings: { ...state.settings, [type]: next } })}
            photo={mediaItems.length > 0 && mediaItems.every((item) => item.kind === 'image')}
            errors={settingErrors}
          />
        ) : (
          <NetworkSettings
            type={type}
            value={state.settings[type]}
            onChange={(next) => onChange({ ...state, settings: { ...state.settings, [type]: next } })}
            mediaCount={mediaItems.length}
            mediaAlts={mediaItems.map((item) => item.altText)}
            errors={settingErrors}
          />
        )}
      </section>
    </>
  );
}
