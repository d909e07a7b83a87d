import { THREADS_LIMITS, type TargetContent, type ValidationIssue } from '@cadence/contracts';

const LINK = /https?:\/\/[^\s]+/g;

/** Threads' rules the shared rules cannot express: links per post, the link card only on text posts. */
export function validateThreads(content: TargetContent): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [index, text] of [content.text, ...(content.thread ?? [])].entries()) {
    const links = (text.match(LINK) ?? []).length;
    if (links > THREADS_LIMITS.linksPerPost) {
      issues.push({
        field: 'text',
        code: 'threads.too_many_links',
        message: `A Threads post carries at most ${THREADS_LIMITS.linksPerPost} links.`,
        params: { max: THREADS_LIMITS.linksPerPost, count: links, ...(index > 0 ? { index } : {}) },
      });
    }
  }
  const settings = content.settings;
  if (typeof settings.linkAttachment === 'string' && content.media.length > 0) {
    issues.push({ field: 'settings', code: 'threads.link_with_media', message: 'Threads shows a link card only on posts without media.' });
  }
  return issues;
}
