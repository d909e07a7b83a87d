import { INSTAGRAM_LIMITS, type InstagramFormat, type MediaFacts, type TargetContent, type ValidationIssue } from '@cadence/contracts';

/** The format a post is published as: the chosen one, or what its media make it. */
export function instagramFormat(content: Pick<TargetContent, 'settings' | 'media'>): InstagramFormat {
  const chosen = content.settings.format;
  if (chosen === 'post' || chosen === 'reel' || chosen === 'story' || chosen === 'carousel') return chosen;
  if (content.media.length > 1) return 'carousel';
  return content.media[0]?.kind === 'video' ? 'reel' : 'post';
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Instagram's rules per format, and the caption's hashtag and mention limits. */
export function validateInstagram(content: TargetContent, professional: boolean): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!professional) {
    issues.push({
      field: 'settings',
      code: 'instagram.not_professional',
      message: 'Instagram publishes only to professional (business or creator) accounts.',
    });
  }
  const hashtags = count(content.text, /(^|\s)#[\p{L}\p{N}_]+/gu);
  if (hashtags > INSTAGRAM_LIMITS.hashtags) {
    issues.push({ field: 'text', code: 'instagram.too_many_hashtags', message: 'Too many hashtags.', params: { max: INSTAGRAM_LIMITS.hashtags, count: hashtags } });
  }
  const mentions = count(content.text, /(^|\s)@[\p{L}\p{N}._]+/gu);
  if (mentions > INSTAGRAM_LIMITS.mentions) {
    issues.push({ field: 'text', code: 'instagram.too_many_mentions', message: 'Too many mentions.', params: { max: INSTAGRAM_LIMITS.mentions, count: mentions } });
  }
  const format = instagramFormat(content);
  const { media } = content;
  const media_ = (code: string, message: string, params?: Record<string, string | number>): void => {
    issues.push({ field: 'media', code: `instagram.${code}`, message, params });
  };
  if (format === 'carousel') {
    const { min, max } = INSTAGRAM_LIMITS.carousel;
    if (media.length < min || media.length > max) media_('carousel_count', 'A carousel has 2 to 10 items.', { min, max, count: media.length });
    media.forEach((item) => feedItemIssues(item, media_));
  } else if (media.length !== 1) {
    media_('one_item', 'This format takes exactly one photo or video.', { format, count: media.length });
  } else {
    const [item] = media as [MediaFacts];
    if (format === 'post') feedItemIssues(item, media_);
    if (format === 'reel') {
      if (item.kind !== 'video') media_('reel_needs_video', 'A reel is a video.');
      else if (item.sizeBytes > INSTAGRAM_LIMITS.reel.maxBytes) media_('video_too_large', 'The video is too large.', { max: INSTAGRAM_LIMITS.reel.maxBytes });
    }
    if (format === 'story' && item.kind === 'video') {
      const { videoMaxSeconds, videoMaxBytes } = INSTAGRAM_LIMITS.story;
      if ((item.durationSeconds ?? 0) > videoMaxSeconds) media_('story_too_long', 'A story video lasts at most 60 seconds.', { max: videoMaxSeconds });
      if (item.sizeBytes > videoMaxBytes) media_('video_too_large', 'The video is too large.', { max: videoMaxBytes });
    }
  }
  return issues;
}

/** Feed photos keep to 4:5–1.91:1; feed and carousel videos to 300 MB. */
function feedItemIssues(item: MediaFacts, report: (code: string, message: string, params?: Record<string, string | number>) => void): void {
  if (item.kind === 'video') {
    if (item.sizeBytes > INSTAGRAM_LIMITS.feedVideoMaxBytes) report('video_too_large', 'The video is too large.', { max: INSTAGRAM_LIMITS.feedVideoMaxBytes });
    return;
  }
  if (item.width && item.height) {
    const aspect = item.width / item.height;
    const { min, max } = INSTAGRAM_LIMITS.feedImageAspect;
    if (aspect < min - 0.005 || aspect > max + 0.005) report('image_aspect', 'Feed photos are between 4:5 and 1.91:1.', { min: '4:5', max: '1.91:1' });
  }
}
