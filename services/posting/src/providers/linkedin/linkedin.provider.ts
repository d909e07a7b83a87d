import { NETWORK_RULES } from '@cadence/contracts';
import type { ProviderFactory } from '../provider';
import {
  deleteLinkedinPost,
  exchangeLinkedinCode,
  findLinkedinPost,
  linkedinAuthorizationUrl,
  linkedinMember,
  linkedinOrganisations,
  publishLinkedinPost,
  refreshLinkedinTokens,
} from './linkedin-api';
import { linkedinMemberMetrics, linkedinPageMetrics } from './linkedin-metrics';

const DAY = 24 * 3600_000;

/** A member's own profile: posts as urn:li:person:{id} (Share on LinkedIn, w_member_social). */
export const linkedinProvider: ProviderFactory = (config) => {
  const scopes = ['openid', 'profile', 'email', 'w_member_social'] as const;
  const author = (externalId: string) => `urn:li:person:${externalId}`;
  return {
    type: 'linkedin',
    rules: NETWORK_RULES.linkedin,
    limits: [
      { scope: 'account', max: 150, windowMs: DAY, name: 'LinkedIn posts per member per day (150)' },
      { scope: 'app', max: 100_000, windowMs: DAY, name: 'LinkedIn posts per application per day (100,000)' },
    ],
    connect: {
      method: 'oauth2',
      pkce: false,
      scopes,
      authorizationUrl: (input) => linkedinAuthorizationUrl(config, input, scopes),
      exchangeCode: (input) => exchangeLinkedinCode(config, input),
      listProfiles: async (tokens) => [await linkedinMember(config, tokens)],
    },
    // The shared rules say it all (one video, alone: media.mixed, media.tooManyVideos).
    validate: () => [],
    refresh: (tokens) => refreshLinkedinTokens(config, tokens),
    publish: (request) => publishLinkedinPost(config, request, author(request.account.externalId)),
    findPublished: (request) => findLinkedinPost(config, request, author(request.account.externalId)),
    delete: (account, published) => deleteLinkedinPost(config, account, published),
    metrics: linkedinMemberMetrics(config),
  };
};

/** An organisation page the member administers: posts as urn:li:organization:{id} (Community Management API). */
export const linkedinPageProvider: ProviderFactory = (config) => {
  const scopes = ['openid', 'profile', 'r_organization_social', 'w_organization_social', 'rw_organization_admin'] as const;
  const author = (externalId: string) => `urn:li:organization:${externalId}`;
  return {
    type: 'linkedin-page',
    rules: NETWORK_RULES['linkedin-page'],
    limits: [
      { scope: 'account', max: 150, windowMs: DAY, name: 'LinkedIn posts per organisation per day (150)' },
      { scope: 'app', max: 100_000, windowMs: DAY, name: 'LinkedIn posts per application per day (100,000)' },
    ],
    connect: {
      method: 'oauth2',
      pkce: false,
      scopes,
      authorizationUrl: (input) => linkedinAuthorizationUrl(config, input, scopes),
      exchangeCode: (input) => exchangeLinkedinCode(config, input),
      listProfiles: (tokens) => linkedinOrganisations(config, tokens),
    },
    // The shared rules say it all (one video, alone: media.mixed, media.tooManyVideos).
    validate: () => [],
    refresh: (tokens) => refreshLinkedinTokens(config, tokens),
    publish: (request) => publishLinkedinPost(config, request, author(request.account.externalId)),
    findPublished: (request) => findLinkedinPost(config, request, author(request.account.externalId)),
    delete: (account, published) => deleteLinkedinPost(config, account, published),
    metrics: linkedinPageMetrics(config),
  };
};
