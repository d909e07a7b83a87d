import { Value } from 'typebox/value';
import type { AccountType } from './account-types';
import type { MediaFacts, NetworkRules, TargetContent, ValidationIssue } from './network-rules';
import { NETWORK_RULES } from './rules/index';
import { textLength } from './text-length';

export { cutGraphemes, textLength } from './text-length';

const utf8 = new TextEncoder();

type Limits = { mimeTypes: readonly string[]; maxBytes: number; minAspect?: number; maxAspect?: number; minSeconds?: number; maxSeconds?: number };

/** Which rule set applies to a media item: a GIF is its own kind only where the network says so. */
function kindOf(media: MediaFacts, rules: NetworkRules): 'image' | 'video' | 'gif' {
  if (media.kind === 'gif') return rules.gif ? 'gif' : 'image';
  return media.kind;
}

function limitsOf(kind: 'image' | 'video' | 'gif', rules: NetworkRules): Limits | null {
  if (kind === 'gif') return rules.gif ?? null;
  return rules[kind];
}

function checkText(field: 'text' | 'firstComment', text: string, rules: NetworkRules, issues: ValidationIssue[], index?: number): void {
  const length = textLength(text, rules.textCounting);
  if (length > rules.maxTextLength) {
    issues.push({
      field,
      code: 'text.tooLong',
      message: `${rules.label} accepts at most ${rules.maxTextLength} characters; this has ${length}.`,
      params: { max: rules.maxTextLength, count: length, ...(index === undefined ? {} : { index }) },
    });
  }
  const bytes = rules.maxTextBytes === undefined ? 0 : utf8.encode(text).length;
  if (rules.maxTextBytes !== undefined && bytes > rules.maxTextBytes) {
    issues.push({
      field,
      code: 'text.tooManyBytes',
      message: `${rules.label} accepts at most ${rules.maxTextBytes} bytes of text; this has ${bytes} (emoji and non-Latin letters take several bytes each).`,
      params: { max: rules.maxTextBytes, count: bytes, ...(index === undefined ? {} : { index }) },
    });
  }
}

/**
 * A size as people read it: a limit the network documents in whole megabytes as it wrote it
 * (Bluesky's 1,000,000 bytes: 1 MB; X's 5 × 1,024² bytes: 5 MB), any other size to one decimal
 * (7.2 MB, 340.5 KB).
 */
export function byteSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  for (const power of [3, 2]) {
    for (const base of [1024, 1000]) {
      const size = base ** power;
      if (bytes >= size && bytes % size === 0) return `${bytes / size} ${units[power]}`;
    }
  }
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${units[unit]}`;
}

function checkMediaItem(media: MediaFacts, index: number, rules: NetworkRules, issues: ValidationIssue[]): void {
  const kind = kindOf(media, rules);
  const limits = limitsOf(kind, rules);
  const label = rules.label;
  if (!limits) {
    issues.push({ field: 'media', code: 'media.kindNotAllowed', message: `${label} does not accept ${kind}s.`, params: { index, kind } });
    return;
  }
  if (!limits.mimeTypes.includes(media.mimeType)) {
    issues.push({
      field: 'media',
      code: 'media.type',
      message: `${label} does not accept ${media.mimeType} files.`,
      params: { index, type: media.mimeType, allowed: limits.mimeTypes.join(', ') },
    });
  }
  if (media.sizeBytes > limits.maxBytes) {
    const which = `${kind === 'gif' ? 'GIF' : kind[0]?.toUpperCase() + kind.slice(1)} ${index + 1}${media.name ? ` (${media.name})` : ''}`;
    issues.push({
      field: 'media',
      code: 'media.tooLarge',
      message: `${which} is ${byteSize(media.sizeBytes)}; ${label} accepts ${kind}s up to ${byteSize(limits.maxBytes)}.`,
      params: { index, position: index + 1, name: media.name ?? '', kind, max: limits.maxBytes, size: media.sizeBytes },
    });
  }
  if (media.width && media.height) {
    const aspect = media.width / media.height;
    if ((limits.minAspect !== undefined && aspect < limits.minAspect) || (limits.maxAspect !== undefined && aspect > limits.maxAspect)) {
      issues.push({
        field: 'media',
        code: 'media.aspect',
        message: `${label} does not accept this ${kind}'s aspect ratio (${media.width}×${media.height}).`,
        params: { index, width: media.width, height: media.height },
      });
    }
  }
  if (kind === 'video' && media.durationSeconds !== undefined) {
    if (limits.maxSeconds !== undefined && media.durationSeconds > limits.maxSeconds) {
      issues.push({
        field: 'media',
        code: 'media.tooLong',
        message: `${label} accepts videos up to ${limits.maxSeconds} seconds.`,
        params: { index, max: limits.maxSeconds, seconds: media.durationSeconds },
      });
    }
    if (limits.minSeconds !== undefined && media.durationSeconds < limits.minSeconds) {
      issues.push({
        field: 'media',
        code: 'media.tooShort',
        message: `${label} needs videos of at least ${limits.minSeconds} seconds.`,
        params: { index, min: limits.minSeconds, seconds: media.durationSeconds },
      });
    }
  }
}

function checkMedia(media: readonly MediaFacts[], rules: NetworkRules, issues: ValidationIssue[]): void {
  if (media.length > rules.maxMediaCount) {
    issues.push({
      field: 'media',
      code: 'media.tooMany',
      message: `${rules.label} accepts at most ${rules.maxMediaCount} media items.`,
      params: { max: rules.maxMediaCount, count: media.length },
    });
  }
  media.forEach((item, index) => checkMediaItem(item, index, rules, issues));
  const kinds = new Set(media.map((item) => kindOf(item, rules)));
  if (kinds.size > 1 && !rules.mixedMediaAllowed) {
    issues.push({ field: 'media', code: 'media.mixed', message: `${rules.label} does not mix images and videos in one post.` });
  }
  const videos = media.filter((item) => kindOf(item, rules) === 'video').length;
  if (rules.video && videos > rules.video.maxCount) {
    issues.push({
      field: 'media',
      code: 'media.tooManyVideos',
      message: `${rules.label} accepts at most ${rules.video.maxCount} video per post.`,
      params: { max: rules.video.maxCount, count: videos },
    });
  }
  const gifs = media.filter((item) => kindOf(item, rules) === 'gif').length;
  if (rules.gif && gifs > rules.gif.maxCount) {
    issues.push({
      field: 'media',
      code: 'media.tooManyGifs',
      message: `${rules.label} accepts at most ${rules.gif.maxCount} GIF per post.`,
      params: { max: rules.gif.maxCount, count: gifs },
    });
  }
}

/**
 * Everything wrong with a post for one network, by the network's documented rules (empty when
 * it can be published). Pure: the composer runs it in the browser, the adapters before publishing.
 */
export function validateContent(accountType: AccountType, content: TargetContent): ValidationIssue[] {
  const rules = NETWORK_RULES[accountType];
  const issues: ValidationIssue[] = [];
  const hasText = content.text.trim().length > 0;

  if (!hasText && content.media.length === 0) {
    issues.push({ field: 'text', code: 'text.required', message: `A ${rules.label} post needs text or media.` });
  }
  if ((rules.mediaRequired || !rules.textOnlyAllowed) && content.media.length === 0) {
    issues.push({ field: 'media', code: 'media.required', message: `A ${rules.label} post needs at least one media item.` });
  }
  checkText('text', content.text, rules, issues);
  const thread = content.thread ?? [];
  if (thread.length > 0 && !rules.threads) {
    issues.push({ field: 'text', code: 'thread.notAllowed', message: `${rules.label} has no threads.` });
  }
  if (rules.threads) thread.forEach((part, index) => checkText('text', part, rules, issues, index + 1));
  checkMedia(content.media, rules, issues);

  if (content.firstComment !== undefined && content.firstComment.trim().length > 0) {
    if (rules.firstComment) checkText('firstComment', content.firstComment, rules, issues);
    else issues.push({ field: 'firstComment', code: 'firstComment.notAllowed', message: `${rules.label} has no first comment.` });
  }

  // Listing errors costs far more than checking: only settings that fail are listed.
  const settingsErrors = Value.Check(rules.settings, content.settings) ? [] : Value.Errors(rules.settings, content.settings);
  for (const error of settingsErrors) {
    if (error.keyword === 'boolean') continue;
    issues.push({
      field: 'settings',
      code: `settings.${error.keyword}`,
      message: error.message,
      params: { path: error.instancePath || '/', ...flatParams(error.params) },
    });
  }
  return issues;
}

function flatParams(params: unknown): Record<string, string | number> {
  const flat: Record<string, string | number> = {};
  if (typeof params !== 'object' || params === null) return flat;
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') flat[key] = value;
    else if (Array.isArray(value)) flat[key] = value.join(', ');
  }
  return flat;
}
