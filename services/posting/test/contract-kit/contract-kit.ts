import { randomUUID } from 'node:crypto';
import { NETWORK_RULES, validateContent, type TargetContent } from '@cadence/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountAccess, MediaFile, Provider, PublishLimit, PublishRequest, PublishResult } from '../../src/providers/provider';
import {
  DisconnectedError,
  InvalidContentError,
  RateLimitedError,
  TokenExpiredError,
  TransientError,
  UnknownOutcomeError,
} from '../../src/providers/provider-errors';

/** A published post as the network holds it, read back from the peer. */
export interface PeerPost {
  text: string;
  mediaCount: number;
  /** Anything network-specific a format check wants (title, reply ids...). */
  extra?: Record<string, unknown>;
}

/** The local peer of one network as the kit drives it. */
export interface ContractPeer {
  /** Posts created on the network since the peer started (deleted ones still count). */
  createdCount(): Promise<number>;
  /** The post as the network holds it, or null once it is gone. */
  read(result: PublishResult): Promise<PeerPost | null>;
  /** Each arms the next publish call (the network's create request) to meet that answer. */
  faults: {
    /** 429 with the network's reset header; returns the time the adapter must report. */
    rateLimited(): Promise<Date>;
    serverError(): Promise<void>;
    /** The network's own error body refusing the content; returns the message the adapter must carry. */
    rejected(): Promise<string>;
    /** The access token has expired (networks whose tokens expire). */
    tokenExpired?(): Promise<void>;
    /** The request takes effect, then the connection drops before the answer. */
    dropAfterAccept(): Promise<void>;
    /** The grant is revoked for good (run last). */
    revoked(): Promise<void>;
  };
}

/** A network-specific format (thread, first comment, several images...) and how to check it. */
export interface ContractFormat {
  name: string;
  content: Partial<TargetContent>;
  media?: MediaFile[];
  check(post: PeerPost, result: PublishResult): void | Promise<void>;
}

export interface ContractSetup {
  provider: Provider;
  /** A connected account; the kit replaces its tokens after a refresh. */
  account: AccountAccess;
  peer: ContractPeer;
  /** OAuth networks: plays the user who agrees on the consent screen, returns the code of the redirect. */
  oauth?: { redirectUri: string; consent(authorizationUrl: string): Promise<string> };
  /** App-password networks: fields that connect this account, and fields that must not. */
  credentials?: { good: Record<string, string>; bad: Record<string, string> };
  /** One media item the upload flow publishes: an image, or a video on networks that take only video. */
  image: MediaFile;
  /** Media every post the kit builds carries, on networks where a post needs media (rules.mediaRequired). */
  baseMedia?: MediaFile[];
  /** false where the network lets no app delete a post (TikTok): delete must refuse with InvalidContentError and leave the post. */
  deletable?: boolean;
  /** The network honours an access token already issued until it expires, even after the grant is revoked (Bluesky). */
  revokeKeepsAccessToken?: boolean;
  /** Settings every post needs on this network (WordPress title). */
  settings?: Record<string, unknown>;
  formats: ContractFormat[];
  /** The network's documented limits the adapter must declare. */
  limits: PublishLimit[];
  close(): Promise<void>;
}

export interface ContractOptions {
  /**
   * false for an account type the network does not let apps publish to (a Facebook profile): the kit
   * checks connect, refresh, validation refusing every post, publish refused without reaching the
   * network, limits and revocation, and leaves out the publishing cases.
   */
  publishes?: boolean;
}

/**
 * Runs one adapter through the cases every adapter must pass, against its local peer: connect,
 * rules, publish (text, image, the network's formats), delete, the typed errors for rate limits,
 * expiry, refusals, outages and lost answers, findPublished after a lost answer, the limits it
 * declares, and a revoked grant (last, since it ends the connection).
 */
export function runProviderContract(name: string, setup: () => Promise<ContractSetup>, options: ContractOptions = {}): void {
  const publishes = options.publishes ?? true;
  describe(`${name} adapter contract`, () => {
    let kit: ContractSetup;
    beforeAll(async () => {
      kit = await setup();
    });
    afterAll(async () => {
      await kit?.close();
    });

    const unique = (label: string) => `${name} ${label} ${randomUUID().slice(0, 8)}`;
    const request = (content: Partial<TargetContent> = {}, media: MediaFile[] = kit.baseMedia ?? []): PublishRequest => ({
      account: kit.account,
      content: { text: unique('post'), media: media.map(({ kind, mimeType, sizeBytes, width, height, durationSeconds }) => ({ kind, mimeType, sizeBytes, width, height, durationSeconds })), settings: { ...kit.settings }, ...content },
      media,
      idempotencyKey: randomUUID(),
    });
    const publishNew = async (content: Partial<TargetContent> = {}, media: MediaFile[] = kit.baseMedia ?? []) => {
      const req = request(content, media);
      return { req, result: await kit.provider.publish(req) };
    };

    it('connects', async () => {
      const { connect } = kit.provider;
      if (connect.method === 'oauth2') {
        const oauth = kit.oauth;
        expect(oauth, 'an OAuth network needs oauth in its setup').toBeDefined();
        if (!oauth) return;
        const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
        const url = new URL(connect.authorizationUrl({ state: 'state-123', redirectUri: oauth.redirectUri, codeChallenge: connect.pkce ? challenge : undefined }));
        expect(url.searchParams.get('response_type')).toBe('code');
        // TikTok's Login Kit names the client `client_key`.
        expect(url.searchParams.get('client_id') ?? url.searchParams.get('client_key')).toBeTruthy();
        expect(url.searchParams.get('redirect_uri')).toBe(oauth.redirectUri);
        expect(url.searchParams.get('state')).toBe('state-123');
        for (const scope of connect.scopes) expect(url.searchParams.get('scope') ?? '').toContain(scope);
        if (connect.pkce) {
          expect(url.searchParams.get('code_challenge')).toBe(challenge);
          expect(url.searchParams.get('code_challenge_method')).toBe('S256');
        }
        const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
        const realChallenge = connect.pkce ? 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' : undefined;
        const code = await oauth.consent(connect.authorizationUrl({ state: 's', redirectUri: oauth.redirectUri, codeChallenge: realChallenge }));
        const tokens = await connect.exchangeCode({ code, redirectUri: oauth.redirectUri, codeVerifier: connect.pkce ? verifier : undefined });
        expect(tokens.accessToken).toBeTruthy();
        const profiles = await connect.listProfiles(tokens);
        expect(profiles.map((profile) => profile.externalId)).toContain(kit.account.externalId);
        await expect(connect.exchangeCode({ code, redirectUri: oauth.redirectUri, codeVerifier: connect.pkce ? verifier : undefined })).rejects.toBeInstanceOf(Error);
      } else {
        const credentials = kit.credentials;
        expect(credentials, 'an app-password network needs credentials in its setup').toBeDefined();
        if (!credentials) return;
        const { profile, tokens } = await connect.connect(credentials.good);
        expect(profile.externalId).toBe(kit.account.externalId);
        expect(tokens.accessToken).toBeTruthy();
        await expect(connect.connect(credentials.bad)).rejects.toBeInstanceOf(DisconnectedError);
      }
    });

    it(publishes ? 'refreshes the tokens and publishes with the new ones' : 'refreshes the tokens', async () => {
      const refreshed = await kit.provider.refresh(kit.account.tokens);
      expect(refreshed.accessToken).toBeTruthy();
      kit.account.tokens = refreshed;
      if (!publishes) return;
      const { result } = await publishNew();
      expect(result.externalId).toBeTruthy();
    });

    if (publishes) describePublishing();
    else {
      it('refuses every post in validation and in publish, without reaching the network', async () => {
        expect(kit.provider.rules).toBe(NETWORK_RULES[kit.provider.type]);
        const post = request();
        const issues = kit.provider.validate(post.content, kit.account);
        expect(issues.length).toBeGreaterThan(0);
        const before = await kit.peer.createdCount();
        const error = await kit.provider.publish(post).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(InvalidContentError);
        expect((error as InvalidContentError).message).toContain(issues[0]?.message ?? '');
        expect(await kit.peer.createdCount()).toBe(before);
        expect(await kit.provider.findPublished(post)).toBeNull();
      });
    }

    function describePublishing(): void {
      it("validates with the network's rules", () => {
        const rules = NETWORK_RULES[kit.provider.type];
        expect(kit.provider.rules).toBe(rules);
        const good = request().content;
        expect(validateContent(kit.provider.type, good)).toEqual([]);
        expect(kit.provider.validate(good, kit.account)).toEqual([]);
        const tooLong = { ...good, text: 'a'.repeat(rules.maxTextLength + 1) };
        expect(validateContent(kit.provider.type, tooLong).map((issue) => issue.code)).toContain('text.tooLong');
      });

      it('publishes text (with the base media where the network needs media)', async () => {
        const base = kit.baseMedia ?? [];
        if (!NETWORK_RULES[kit.provider.type].textOnlyAllowed) {
          expect(base.length, 'a network that needs media needs baseMedia in its setup').toBeGreaterThan(0);
          expect(validateContent(kit.provider.type, { ...request().content, media: [] }).map((issue) => issue.code)).toContain('media.required');
        }
        const before = await kit.peer.createdCount();
        const { req, result } = await publishNew();
        expect(result.externalId).toBeTruthy();
        expect(await kit.peer.createdCount()).toBe(before + 1);
        const post = await kit.peer.read(result);
        expect(post?.text).toContain(req.content.text);
        expect(post?.mediaCount).toBe(base.length);
      });

      it('publishes one media item (an image; a video where the network takes only video) through the upload flow', async () => {
        const { result } = await publishNew({}, [kit.image]);
        const post = await kit.peer.read(result);
        expect(post?.mediaCount).toBe(1);
      });

      it("publishes the network's own formats", async () => {
        for (const format of kit.formats) {
          const { result } = await publishNew({ text: unique(format.name), ...format.content }, format.media ?? []);
          const post = await kit.peer.read(result);
          expect(post, format.name).not.toBeNull();
          if (post) await format.check(post, result);
        }
      });

      it('deletes what it published (or refuses plainly where the network cannot)', async () => {
        const { result } = await publishNew();
        expect(await kit.peer.read(result)).not.toBeNull();
        if (kit.deletable === false) {
          await expect(kit.provider.delete(kit.account, result)).rejects.toBeInstanceOf(InvalidContentError);
          expect(await kit.peer.read(result)).not.toBeNull();
          return;
        }
        await kit.provider.delete(kit.account, result);
        expect(await kit.peer.read(result)).toBeNull();
      });

      it('turns a rate-limit answer into RateLimitedError with the reset time', async () => {
        const before = await kit.peer.createdCount();
        const retryAt = await kit.peer.faults.rateLimited();
        const error = await kit.provider.publish(request()).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(RateLimitedError);
        expect(Math.abs((error as RateLimitedError).retryAt.getTime() - retryAt.getTime())).toBeLessThan(1500);
        expect(await kit.peer.createdCount()).toBe(before);
      });

      it('turns a 5xx into TransientError', async () => {
        await kit.peer.faults.serverError();
        await expect(kit.provider.publish(request())).rejects.toBeInstanceOf(TransientError);
      });

      it("turns the network's refusal into InvalidContentError with the network's message", async () => {
        const message = await kit.peer.faults.rejected();
        const error = await kit.provider.publish(request()).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(InvalidContentError);
        expect((error as InvalidContentError).message).toContain(message);
      });

      it('turns an expired token into TokenExpiredError, and works again after a refresh', async (context) => {
        const expire = kit.peer.faults.tokenExpired;
        if (!expire) {
          // Credentials that never expire (application passwords): a publish keeps working.
          const { result } = await publishNew();
          expect(result.externalId).toBeTruthy();
          return context.annotate('the network has no expiring tokens');
        }
        await expire();
        await expect(kit.provider.publish(request())).rejects.toBeInstanceOf(TokenExpiredError);
        kit.account.tokens = await kit.provider.refresh(kit.account.tokens);
        const { result } = await publishNew();
        expect(result.externalId).toBeTruthy();
      });

      it('reports a lost answer as UnknownOutcomeError, then findPublished finds the post instead of publishing twice', async () => {
        const lost = request();
        expect(await kit.provider.findPublished(lost)).toBeNull();
        const before = await kit.peer.createdCount();
        await kit.peer.faults.dropAfterAccept();
        await expect(kit.provider.publish(lost)).rejects.toBeInstanceOf(UnknownOutcomeError);
        expect(await kit.peer.createdCount()).toBe(before + 1);
        const found = await kit.provider.findPublished(lost);
        expect(found?.externalId).toBeTruthy();
        const post = found && (await kit.peer.read(found));
        expect(post?.text).toContain(lost.content.text);
        expect(await kit.peer.createdCount()).toBe(before + 1);
        expect(await kit.provider.findPublished(request())).toBeNull();
      });
    }

    it('declares the documented publish limits the pipeline waits on', () => {
      expect(kit.provider.limits).toEqual(kit.limits);
      for (const limit of kit.provider.limits) {
        expect(limit.max).toBeGreaterThan(0);
        expect(limit.windowMs).toBeGreaterThan(0);
      }
    });

    it('reports a revoked grant as DisconnectedError, and a publish with it as an authentication failure, never as bad content', async () => {
      await kit.peer.faults.revoked();
      await expect(kit.provider.refresh(kit.account.tokens)).rejects.toBeInstanceOf(DisconnectedError);
      if (!publishes) return;
      // A refused token is refreshed by the pipeline, which then meets the DisconnectedError above.
      const error = await kit.provider.publish(request()).catch((caught: unknown) => caught);
      expect(error).not.toBeInstanceOf(InvalidContentError);
      if (kit.revokeKeepsAccessToken && !(error instanceof Error)) return;
      expect([DisconnectedError, TokenExpiredError].some((type) => error instanceof type), String(error)).toBe(true);
    });
  });
}
