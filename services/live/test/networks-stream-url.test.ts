import { describe, expect, it } from 'vitest';
import { checkStreamServerUrl, splitStreamUrl } from '../src/features/networks';

const publicDns = async () => ['157.240.22.35'];

describe('server URLs a user enters (Instagram, TikTok, custom servers)', () => {
  it('takes rtmp:// and rtmps:// servers on public addresses', async () => {
    expect(await checkStreamServerUrl('rtmps://edgetee-upload-lhr8-1.xx.fbcdn.net:443/rtmp/', { allowPrivate: false, resolve: publicDns })).toBeNull();
    expect(await checkStreamServerUrl(' rtmp://push-rtmp-l11-sg01.tiktokcdn.com/game/ ', { allowPrivate: false, resolve: publicDns })).toBeNull();
    expect(
      await checkStreamServerUrl('rtmp://157.240.22.35/live', {
        allowPrivate: false,
      }),
    ).toBeNull();
  });

  it('refuses other schemes, credentials, garbage and hosts that are not public, in plain words', async () => {
    expect(
      await checkStreamServerUrl('https://www.instagram.com/live', {
        allowPrivate: false,
        resolve: publicDns,
      }),
    ).toMatch(/must start with rtmps:\/\/ or rtmp:\/\//);
    expect(await checkStreamServerUrl('stream key here', { allowPrivate: false })).toMatch(/not a server URL/);
    expect(
      await checkStreamServerUrl('rtmp://user:secret@live.example/app', {
        allowPrivate: false,
        resolve: publicDns,
      }),
    ).toMatch(/user name or password/);
    expect(
      await checkStreamServerUrl('rtmp://127.0.0.1:1935/live', {
        allowPrivate: false,
      }),
    ).toBe('127.0.0.1 is not a public address, so Cadence does not stream to it.');
    expect(
      await checkStreamServerUrl('rtmp://[::1]:1935/live', {
        allowPrivate: false,
      }),
    ).toMatch(/not a public address/);
    expect(
      await checkStreamServerUrl('rtmp://metadata.internal/live', {
        allowPrivate: false,
        resolve: async () => ['169.254.169.254'],
      }),
    ).toMatch(/not a public address/);
    expect(
      await checkStreamServerUrl('rtmp://nowhere.invalid/live', {
        allowPrivate: false,
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).toMatch(/could not be found/);
  });

  it('lets tests and local setups reach loopback servers when private addresses are allowed', async () => {
    expect(
      await checkStreamServerUrl('rtmp://127.0.0.1:1935/live', {
        allowPrivate: true,
      }),
    ).toBeNull();
  });
});

describe("splitting a network's full stream URL", () => {
  it('takes the key after the last slash', () => {
    expect(splitStreamUrl('rtmps://live-api-s.facebook.com:443/rtmp/FB-1234-0-AbCd?s_bl=1&a=Xy')).toEqual({
      serverUrl: 'rtmps://live-api-s.facebook.com:443/rtmp/',
      streamKey: 'FB-1234-0-AbCd?s_bl=1&a=Xy',
    });
    expect(() => splitStreamUrl('rtmps://live-api-s.facebook.com:443/rtmp/')).toThrow(/no stream key/);
  });
});
