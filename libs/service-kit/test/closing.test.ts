import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '@cadence/contracts';
import { defineService, route } from '../src/index';
import { SERVICE_RETRY_AFTER_SECONDS } from '../src/server';
import { startTestPlatform } from '../src/testing';

const Answer = Type.Object({ ok: Type.Boolean() });
const slow = defineEndpoint({ method: 'GET', path: '/api/closing/slow', summary: 'Answers when the test lets it', tags: ['closing'], auth: 'public', response: Answer });
const quick = defineEndpoint({ method: 'GET', path: '/api/closing/quick', summary: 'Answers at once', tags: ['closing'], auth: 'public', response: Answer });

/** A handler the test holds open: `entered` once it runs, `release()` lets it answer. */
function gate() {
  let enter!: () => void;
  let release!: () => void;
  const entered = new Promise<void>((resolve) => (enter = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { entered, released, enter: () => enter(), release: () => release() };
}

describe('a service shutting down', () => {
  it('answers a request that arrives on a kept-alive connection with 503 COMMON_SERVICE_RESTARTING and Retry-After, after finishing the one in flight, and closes the connection', async () => {
    const held = gate();
    let quickHandled = 0;
    const service = defineService({
      name: 'closing',
      areas: ['closing'],
      env: {},
      // The kit's fixture tables (a service has its migrations); this service reads none of them.
      migrationsFolder: fileURLToPath(new URL('./fixtures/migrations', import.meta.url)),
      async routes(app) {
        route(app, slow, async () => {
          held.enter();
          await held.released;
          return { ok: true };
        });
        route(app, quick, async () => {
          quickHandled += 1;
          return { ok: true };
        });
      },
    });
    const t = await startTestPlatform([service]);
    await t.platform.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.platform.app.server.address() as AddressInfo;

    // A request in flight on a kept-alive connection holds the shutdown open.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/closing/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await held.entered;

    // The shutdown starts (the server stops listening); then the client sends its next request on
    // the same connection, which is not idle, and the one in flight may finish.
    const closed = t.close();
    while (t.platform.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
    const arrived = new Promise((resolve) => t.platform.app.server.once('request', resolve));
    socket.write('GET /api/closing/quick HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await arrived;
    held.release();
    await ended;
    await closed;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toContain('"path":"/api/closing/slow"');
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]).toMatch(new RegExp(`\\r\\nretry-after: ${SERVICE_RETRY_AFTER_SECONDS}\\r\\n`, 'i'));
    expect(answers[1]).toContain('"code":"COMMON_SERVICE_RESTARTING"');
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i);
    // The second request never reached its handler, whose pools were closing.
    expect(quickHandled).toBe(0);
  });
});
