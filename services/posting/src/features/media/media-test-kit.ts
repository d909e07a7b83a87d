import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { Permission } from '@cadence/contracts';
import { createDrizzle, type Database } from '@cadence/db';
import { defineService } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { mediaEnv } from './media.config';
import { postingEvents } from '../../db/schema';
import { mediaRoutes } from './media.routes';

/** The posting service's schema and variables with only the media library's routes. */
const mediaService = defineService({
  name: 'posting',
  areas: ['media'],
  env: mediaEnv,
  migrationsFolder: fileURLToPath(new URL('../../db/migrations', import.meta.url)),
  eventTables: postingEvents,
  routes: (app, context) => mediaRoutes(app, context),
});

export const MANAGER: Permission[] = ['ManageMediaLibrary'];

export interface MediaHarness {
  test: TestPlatform;
  db: Database;
  token(workspaceId: number, permissions?: Permission[], userId?: number): string;
  request(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  upload(token: string, bytes: Buffer, fileName: string, options?: { type?: string; query?: string; field?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startMedia(env: Record<string, string> = {}): Promise<MediaHarness> {
  const test = await startTestPlatform([mediaService], env);
  const sql = test.platform.sql;
  if (!sql) throw new Error('the platform has no database');
  const db = createDrizzle(sql);
  const inject = test.platform.app.inject.bind(test.platform.app);
  return {
    test,
    db,
    token: (workspaceId, permissions = MANAGER, userId = workspaceId * 10) => test.token({ userId, workspaceId, permissions }),
    request: (method, url, options = {}) =>
      inject({
        method,
        url,
        headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      }),
    async upload(token, bytes, fileName, options = {}) {
      const form = new FormData();
      form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }), fileName);
      const encoded = new Response(form);
      return inject({
        method: 'POST',
        url: `/api/media${options.query ?? ''}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type') ?? '' },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    },
    close: () => test.close(),
  };
}

/** A real image of its own colour (so its bytes, and hash, differ from any other). */
export function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number, seed = 0): Promise<Buffer> {
  const background = { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();
}

export function fixture(name: 'clip.mp4' | 'clip.mov' | 'clip.webm'): Promise<Buffer> {
  return readFile(fileURLToPath(new URL(`./test-fixtures/${name}`, import.meta.url)));
}

/** A small, valid PNG whose header declares `width` × `height` pixels (a decompression bomb's header). */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await image('png', 8, 8, 99));
  // Signature (8) + IHDR length (4) + "IHDR" (4), then width and height, then 5 more bytes, then the CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export interface Envelope<T> {
  data: T;
  code?: string;
  errors?: { field: string; message: string }[];
  total?: number;
}

export function body<T>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}
