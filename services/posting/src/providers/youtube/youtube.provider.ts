import { YOUTUBE_LIMITS, youtubeRules, type ValidationIssue } from '@cadence/contracts';
import type { ProviderFactory } from '../provider';
import { InvalidContentError } from '../provider-errors';
import { authorizationUrl, exchangeCode, refreshTokens } from '../shared/oauth';
import { googleOAuthServer, youtubeApi } from './youtube-api';
import { findUploadedVideo, uploadVideo } from './youtube-upload';
import { youtubeMetrics } from './youtube-metrics';

const SCOPES = ['https://www.googleapis.com/auth/youtube.upload', 'https://www.googleapis.com/auth/youtube'] as const;

interface Channel {
  id: string;
  snippet: { title: string; customUrl?: string; thumbnails?: { default?: { url?: string } } };
}

/** YouTube counts a tag with a space as if it were quoted, and commas between tags. */
function tagsLength(tags: readonly string[]): number {
  return tags.reduce((total, tag) => total + tag.length + (tag.includes(' ') ? 2 : 0), 0) + Math.max(0, tags.length - 1);
}

/**
 * YouTube channels through the Data API v3, connected with Google OAuth 2 (PKCE, offline access
 * for a refresh token). Uploads are resumable; each costs 1600 of the project's 10,000 daily units.
 */
export const youtubeProvider: ProviderFactory = (config) => ({
  type: 'youtube',
  rules: youtubeRules,
  connect: {
    method: 'oauth2',
    pkce: true,
    scopes: SCOPES,
    authorizationUrl: (input) =>
      authorizationUrl(googleOAuthServer(config), {
        clientId: config.clientId ?? '',
        redirectUri: input.redirectUri,
        state: input.state,
        scopes: SCOPES,
        codeChallenge: input.codeChallenge,
        extra: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
      }),
    exchangeCode: async (input) => (await exchangeCode(config, googleOAuthServer(config), input)).tokens,
    async listProfiles(tokens) {
      const { body } = await youtubeApi<{ items?: Channel[] }>(config, tokens.accessToken, 'channels', { part: 'snippet', mine: 'true' });
      return (body.items ?? []).map((channel) => ({
        externalId: channel.id,
        name: channel.snippet.title,
        username: channel.snippet.customUrl,
        avatarUrl: channel.snippet.thumbnails?.default?.url,
      }));
    },
  },
  limits: [
    {
      scope: 'app',
      max: Math.floor(YOUTUBE_LIMITS.dailyQuota / YOUTUBE_LIMITS.uploadCost),
      windowMs: 24 * 60 * 60 * 1000,
      name: 'YouTube Data API daily quota (videos.insert)',
    },
  ],
  validate(content) {
    const issues: ValidationIssue[] = [];
    const { title, tags } = content.settings;
    if (/[<>]/.test(content.text)) {
      issues.push({ field: 'text', code: 'youtube.angle_brackets', message: 'YouTube descriptions cannot contain < or >.' });
    }
    if (typeof title === 'string' && /[<>]/.test(title)) {
      issues.push({ field: 'settings', code: 'youtube.angle_brackets', message: 'YouTube titles cannot contain < or >.' });
    }
    if (Array.isArray(tags) && tagsLength(tags.map(String)) > YOUTUBE_LIMITS.tagsTotalLength) {
      issues.push({ field: 'settings', code: 'youtube.tags_too_long', message: 'The tags are too long together.', params: { max: YOUTUBE_LIMITS.tagsTotalLength } });
    }
    return issues;
  },
  refresh: (tokens) => refreshTokens(config, googleOAuthServer(config), tokens),
  async publish(request) {
    const video = request.media.find((item) => item.kind === 'video');
    if (!video) throw new InvalidContentError('A YouTube post is a video.');
    return uploadVideo(config, request, video);
  },
  findPublished: (request) => findUploadedVideo(config, request),
  async delete(account, published) {
    await youtubeApi(config, account.tokens.accessToken, 'videos', { id: published.externalId }, 'DELETE');
  },
  metrics: youtubeMetrics(config),
});
