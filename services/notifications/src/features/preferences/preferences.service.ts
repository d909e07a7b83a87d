import {
  DEFAULT_CHANNELS,
  NOTIFICATION_TYPES,
  isNotificationType,
  type ChannelChoice,
  type NotificationPreference,
  type NotificationType,
  type UpdatePreferencesBody,
} from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { fieldError } from '@cadence/service-kit';
import * as repo from './preferences.repository';

function withDefaults(rows: repo.PreferenceRow[]): NotificationPreference[] {
  const chosen = new Map(rows.filter((row) => isNotificationType(row.type)).map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = chosen.get(type);
    return row ? { type, in_app: row.inApp, email: row.email, push: row.push } : { type, ...DEFAULT_CHANNELS[type], push: DEFAULT_CHANNELS[type].push ?? false };
  });
}

/** Every kind of notification with the caller's channels (the default where they chose nothing). */
export async function list(db: Database, userId: number): Promise<NotificationPreference[]> {
  return withDefaults(await repo.forUser(db, userId));
}

export async function update(db: Database, userId: number, body: UpdatePreferencesBody): Promise<NotificationPreference[]> {
  const seen = new Set<string>();
  body.preferences.forEach((preference, index) => {
    if (seen.has(preference.type)) throw fieldError(`preferences.${index}.type`, `${preference.type} is listed twice`);
    seen.add(preference.type);
  });
  // A choice sent without `push` keeps the push channel as it was.
  const current = new Map((await list(db, userId)).map((preference) => [preference.type, preference.push]));
  await repo.upsert(
    db,
    userId,
    body.preferences.map((preference) => ({
      type: preference.type,
      inApp: preference.in_app,
      email: preference.email,
      push: preference.push ?? current.get(preference.type) ?? false,
    })),
  );
  return list(db, userId);
}

/** The channels each of `userIds` wants for `type`, defaults filled in. */
export async function channelsFor(db: Executor, userIds: number[], type: NotificationType): Promise<Map<number, ChannelChoice>> {
  const rows = await repo.forUsersAndType(db, userIds, type);
  const chosen = new Map(rows.map((row) => [row.userId, { in_app: row.inApp, email: row.email, push: row.push }]));
  return new Map(userIds.map((id) => [id, chosen.get(id) ?? DEFAULT_CHANNELS[type]]));
}
