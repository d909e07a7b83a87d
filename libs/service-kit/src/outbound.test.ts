import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundBlockedError, assertPublicUrl, createOutboundFetch, isPublicAddress } from './outbound';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname === '/hello') return void response.end(`hello ${request.headers['user-agent'] ?? ''}`);
    if (url.pathname === '/hop') return void response.writeHead(302, { location: '/hello' }).end();
    if (url.pathname === '/to-file') return void response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (url.pathname === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
    if (url.pathname === '/elsewhere') return void response.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/hello` }).end();
    if (url.pathname === '/slow') return void setTimeout(() => response.end('late'), 5_000);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('isPublicAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.100.100.200', '0.0.0.0', '::1', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '224.0.0.1'])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('createOutboundFetch', () => {
  const guarded = createOutboundFetch({ timeoutMs: 2_000 });

  it('refuses schemes other than http and https', async () => {
    await expect(guarded('file:///etc/passwd')).rejects.toThrow(OutboundBlockedError);
    await expect(guarded('ftp://example.com/')).rejects.toThrow(/Only http and https/);
  });

  it.each(['http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://[::ffff:10.0.0.1]/', 'http://10.0.0.8:8080/'])('refuses the literal address %s', async (url) => {
    await expect(guarded(url)).rejects.toThrow(OutboundBlockedError);
  });

  it('refuses a name that resolves to a loopback address without telling the caller the address, which goes to the log', async () => {
    const port = (server.address() as AddressInfo).port;
    const logged: Record<string, unknown>[] = [];
    const logging = createOutboundFetch({ timeoutMs: 2_000, log: { warn: (details) => logged.push(details) } });
    const error = await logging(`http://localhost:${port}/hello`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutboundBlockedError);
    expect((error as OutboundBlockedError).code).toBe('OUTBOUND_ADDRESS_NOT_ALLOWED');
    expect((error as Error).message).toBe('localhost is not an allowed address');
    expect((error as Error).message).not.toMatch(/127\.0\.0\.1|::1/);
    expect(logged).toEqual([{ host: 'localhost', resolvedTo: expect.arrayContaining([expect.stringMatching(/^(127\.0\.0\.1|::1)$/)]) }]);
  });

  it('refuses credentials in the URL', async () => {
    await expect(guarded('https://user:pass@example.com/')).rejects.toThrow(/credentials/);
  });

  describe('with private addresses allowed', () => {
    const local = createOutboundFetch({ allowPrivate: true, timeoutMs: 1_000, maxRedirects: 3, userAgent: 'Cadence-test' });

    it('reaches a local server and sends the user agent', async () => {
      const response = await local(`${base}/hello`);
      expect(await response.text()).toBe('hello Cadence-test');
    });

    it('follows a redirect', async () => {
      const response = await local(`${base}/hop`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('hello');
    });

    it('checks every redirect target', async () => {
      await expect(local(`${base}/to-file`)).rejects.toThrow(/Only http and https/);
    });

    it('stops after the redirect limit', async () => {
      await expect(local(`${base}/loop`)).rejects.toThrow(/More than 3 redirects/);
    });

    it('gives up at the deadline', async () => {
      await expect(local(`${base}/slow`)).rejects.toThrow(/timeout|aborted/i);
    });
  });
});

describe('with one origin allowed on a private address', () => {
  it('reaches that origin alone: another private origin, and a redirect from it to one, stay refused', async () => {
    const port = (server.address() as AddressInfo).port;
    const oneAllowed = createOutboundFetch({ allowOrigins: [`${base}/v1`], timeoutMs: 2_000 });
    expect(await (await oneAllowed(`${base}/hello`)).text()).toMatch(/^hello/);
    await expect(oneAllowed(`http://localhost:${port}/hello`)).rejects.toThrow(/^localhost is not an allowed address$/);
    await expect(oneAllowed(`http://127.0.0.1:${port + 1}/hello`)).rejects.toThrow(/^127\.0\.0\.1 is not an allowed address$/);
    await expect(oneAllowed(`${base}/elsewhere`)).rejects.toThrow(/^localhost is not an allowed address$/);
    await expect(oneAllowed(`${base.replace('http://', 'http://user:pw@')}/hello`)).rejects.toThrow(/credentials/);
  });

  it('assertPublicUrl lets that origin through and no other', async () => {
    const allowOrigins = ['http://10.0.0.5:11434'];
    expect((await assertPublicUrl('http://10.0.0.5:11434/v1', { allowOrigins })).pathname).toBe('/v1');
    await expect(assertPublicUrl('http://10.0.0.5:8080/v1', { allowOrigins })).rejects.toThrow('10.0.0.5 is not an allowed address');
    await expect(assertPublicUrl('https://10.0.0.5:11434/v1', { allowOrigins })).rejects.toThrow('10.0.0.5 is not an allowed address');
    await expect(assertPublicUrl('http://10.0.0.6:11434/v1', { allowOrigins: ['not a url'] })).rejects.toThrow('10.0.0.6 is not an allowed address');
  });
});

describe('assertPublicUrl', () => {
  it('refuses what is not a URL, not http(s), or not public', async () => {
    await expect(assertPublicUrl('example')).rejects.toThrow(/not a valid URL/);
    await expect(assertPublicUrl('gopher://example.com')).rejects.toThrow(/Only http and https/);
    await expect(assertPublicUrl('http://192.168.0.10/wp')).rejects.toThrow('192.168.0.10 is not an allowed address');
    await expect(assertPublicUrl('http://localhost:8080/')).rejects.toThrow(/^localhost is not an allowed address$/);
  });

  it('lets local addresses through when private addresses are allowed', async () => {
    expect((await assertPublicUrl('http://localhost:8080/blog', { allowPrivate: true })).pathname).toBe('/blog');
    expect((await assertPublicUrl('http://8.8.8.8/')).hostname).toBe('8.8.8.8');
  });
});
