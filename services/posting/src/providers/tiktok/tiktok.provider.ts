import { TIKTOK_LIMITS, tiktokRules, type ValidationIssue } from '@cadence/contracts';
import type { ProviderFactory } from '../provider';
import { DisconnectedError, InvalidContentError } from '../provider-errors';
import { tiktok, tiktokToken } from './tiktok-api';
import { creatorInfo, findTiktokPost, publishToTiktok } from './tiktok-publish';
import { tiktokMetrics } from './tiktok-metrics';

const AUTH_BASE = 'https://www.tiktok.com';
/** user.info.stats: the creator's follower count; video.list: each video's counts. */
const SCOPES = ['user.info.basic', 'user.info.profile', 'user.info.stats', 'video.publish', 'video.upload', 'video.list'] as const;

interface TiktokUser {
  open_id: string;
  display_name?: string;
  username?: string;
  avatar_url?: string;
}

/**
 * TikTok through the Content Posting API (direct post), connected with Login Kit for Web
 * (OAuth 2 with PKCE). The access token lasts a day, the refresh token a year.
 */
export const tiktokProvider: ProviderFactory = (config) => ({
  type: 'tiktok',
  rules: tiktokRules,
  connect: {
    method: 'oauth2',
    pkce: true,
    scopes: SCOPES,
    authorizationUrl(input) {
      const url = new URL(`${config.authBaseUrl ?? AUTH_BASE}/v2/auth/authorize/`);
      url.searchParams.set('client_key', config.clientId ?? '');
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', SCOPES.join(','));
      url.searchParams.set('redirect_uri', input.redirectUri);
      url.searchParams.set('state', input.state);
      if (input.codeChallenge) {
        url.searchParams.set('code_challenge', input.codeChallenge);
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },
    exchangeCode: (input) =>
      tiktokToken(config, {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        ...(input.codeVerifier ? { code_verifier: input.codeVerifier } : {}),
      }),
    async listProfiles(tokens) {
      const { user } = await tiktok<{ user: TiktokUser }>(config, 'v2/user/info/', {
        method: 'GET',
        token: tokens.accessToken,
        query: { fields: 'open_id,display_name,username,avatar_url' },
      });
      const creator = await creatorInfo(config, tokens.accessToken);
      return [
        {
          externalId: user.open_id,
          name: user.display_name ?? user.username ?? creator.creator_nickname ?? user.open_id,
          username: user.username ?? creator.creator_username,
          avatarUrl: user.avatar_url,
          details: {
            username: user.username ?? creator.creator_username ?? '',
            privacyLevelOptions: creator.privacy_level_options,
            maxVideoPostDurationSec: creator.max_video_post_duration_sec ?? 600,
            commentDisabled: creator.comment_disabled === true,
            duetDisabled: creator.duet_disabled === true,
            stitchDisabled: creator.stitch_disabled === true,
          },
        },
      ];
    },
  },
  limits: [{ scope: 'account', max: TIKTOK_LIMITS.initPerMinute, windowMs: 60_000, name: 'TikTok post init rate' }],
  validate(content, account) {
    const issues: ValidationIssue[] = [];
    const settings = content.settings;
    const options = account?.details.privacyLevelOptions;
    if (Array.isArray(options) && !options.includes(settings.privacyLevel)) {
      issues.push({ field: 'settings', code: 'tiktok.privacy_unavailable', message: 'This account does not offer that privacy level.', params: { options: options.join(', ') } });
    }
    if (settings.discloseContent === true && settings.brandContentToggle !== true && settings.brandOrganicToggle !== true) {
      issues.push({ field: 'settings', code: 'tiktok.disclosure_incomplete', message: 'You need to indicate if your content promotes yourself, a third party, or both.' });
    }
    if (settings.brandContentToggle === true && settings.privacyLevel === 'SELF_ONLY') {
      issues.push({ field: 'settings', code: 'tiktok.branded_private', message: 'Branded content cannot be private.' });
    }
    const video = content.media.find((item) => item.kind === 'video');
    const maxSeconds = Number(account?.details.maxVideoPostDurationSec) || undefined;
    if (video && maxSeconds && (video.durationSeconds ?? 0) > maxSeconds) {
      issues.push({ field: 'media', code: 'tiktok.video_too_long', message: 'The video is longer than this account may post.', params: { max: maxSeconds } });
    }
    return issues;
  },
  async refresh(tokens) {
    if (!tokens.refreshToken) throw new DisconnectedError('The TikTok connection has no refresh token: connect it again.');
    return tiktokToken(config, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
  },
  publish: (request) => publishToTiktok(config, request),
  findPublished: (request) => findTiktokPost(config, request),
  async delete() {
    throw new InvalidContentError('TikTok does not let apps delete posts: delete it in the TikTok app.');
  },
  metrics: tiktokMetrics(config),
  postingAs: {
    async read(account) {
      const creator = await creatorInfo(config, account.tokens.accessToken);
      const username = creator.creator_username ?? (typeof account.details.username === 'string' && account.details.username !== '' ? account.details.username : null);
      return {
        nickname: creator.creator_nickname ?? username ?? account.externalId,
        username,
        avatarUrl: creator.creator_avatar_url ?? null,
        privacyLevels: creator.privacy_level_options,
        commentDisabled: creator.comment_disabled === true,
        duetDisabled: creator.duet_disabled === true,
        stitchDisabled: creator.stitch_disabled === true,
        maxVideoSeconds: creator.max_video_post_duration_sec ?? null,
      };
    },
  },
});
