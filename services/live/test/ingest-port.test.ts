import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoringPath, type LiveIngest, type ServiceMonitoring } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { liveService } from '../src/app';

/** The RTMP port taken by another program: the live screen and Monitoring say so, and no address with port 0 is handed out. */
let t: TestPlatform;
let squatter: Server;
let port: number;

beforeAll(async () => {
  squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  port = (squatter.address() as { port: number }).port;
  t = await startTestPlatform([liveService], { LIVE_RTMP_HOST: '127.0.0.1', LIVE_RTMP_PORT: String(port) });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => squatter?.close(resolve));
});

describe('an RTMP port taken by another program', () => {
  it('is said on the live screen with the setting that fixes it, and Monitoring does not call live Ready', async () => {
    const streamer = `Bearer ${t.token({ userId: 7100, workspaceId: 710, permissions: ['dashboard', 'LiveStreaming'], roleIds: [3] })}`;
    const ingest = await t.platform.app.inject({ method: 'GET', url: '/api/live/ingest', headers: { authorization: streamer } });
    expect(ingest.statusCode, ingest.body).toBe(200);
    const data = ingest.json().data as LiveIngest;
    expect(data.unavailable).toBe(`The RTMP ingest cannot listen on 127.0.0.1:${port}: the port is taken by another program. Free it, or set LIVE_RTMP_PORT to a free port, and restart.`);
    expect(data.rtmp_url).not.toContain(':0/');

    const staff = `Bearer ${t.token({ userId: 1, workspaceId: null, permissions: ['MonitoringServices'], roleIds: [1] })}`;
    const monitoring = await t.platform.app.inject({ method: 'GET', url: monitoringPath('live'), headers: { authorization: staff } });
    expect(monitoring.statusCode, monitoring.body).toBe(200);
    expect((monitoring.json().data as ServiceMonitoring).ingest).toEqual({ listening: false, address: null, problem: data.unavailable });
    // And the start box prints it.
    expect(t.platform.notices.map((notice) => notice.text)).toContain(data.unavailable);
  });
});
