import type { FastifyInstance } from 'fastify';
import { getBrandVoice, updateBrandVoice } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { route } from '@cadence/service-kit';
import { workspaceOf } from '../settings/settings.service';
import * as brandVoice from './brand-voice.service';

/** The workspace's brand voice: read by every member, set by its owner and admins (the contract's roles). */
export function brandVoiceRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  route(app, getBrandVoice, ({ principal }) => brandVoice.get(db, workspaceOf(principal)));
  route(app, updateBrandVoice, ({ request, principal }) => brandVoice.save(db, workspaceOf(principal), request.body.voice));
}
