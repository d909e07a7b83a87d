import type { FastifyInstance } from 'fastify';
import { getBrandVoice, updateBrandVoice } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { route } from '@cadence/service-kit';
import { workspaceOf } from '../settings/settings.service';
import * as brandVoice from './brand-voice.service';

export function brandVoiceRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  route(app, getBrandVoice, ({ principal }) => brandVoice.get(db, workspaceOf(principal)));
  route(app, updateBrandVoice, ({ request, principal }) =>
    brandVoice.save(db, workspaceOf(principal), (request.user as { wrole?: unknown }).wrole, request.body.voice),
  );
}
