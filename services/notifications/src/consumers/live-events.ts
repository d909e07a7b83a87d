import { liveStreamDestinationFailed, liveStreamEnded, liveStreamStarted } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import type { Language, NotificationContent } from '../features/delivery/content';
import type { Delivery } from '../features/delivery/deliver';
import { findActiveByIds } from '../features/recipients/recipients.repository';

type Texts = Record<Language, { message: string; subject: string }>;

function content(type: NotificationContent['type'], texts: Texts): NotificationContent {
  return { type, render: (language) => texts[language] };
}

function minutes(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds / 60));
  return String(whole);
}

/**
 * live.stream.* → the members a stream concerns (whoever created it and whoever took it live):
 * it went live, it ended (with its length and whether the source was lost), and a destination
 * gave up after its retries while the others went on.
 */
export function notifyLiveEvents(delivery: Delivery) {
  return [
    defineHandler({
      event: liveStreamStarted,
      async handle(tx, payload) {
        const { title } = payload;
        const n = String(payload.destinations);
        const texts: Texts = {
          en: { message: `“${title}” is live on ${n} destination(s).`, subject: `Live now: ${title}` },
          fr: { message: `« ${title} » est en direct sur ${n} destination(s).`, subject: `En direct : ${title}` },
          ro: { message: `„${title}” este live pe ${n} destinații.`, subject: `Live acum: ${title}` },
          zh: { message: `“${title}”正在 ${n} 个目的地直播。`, subject: `正在直播：${title}` },
        };
        await delivery.deliver(tx, await findActiveByIds(tx, payload.userIds.filter((id) => id !== payload.byUserId)), content('live_stream_started', texts), { workspaceId: payload.workspaceId });
      },
    }),
    defineHandler({
      event: liveStreamEnded,
      async handle(tx, payload) {
        const { title } = payload;
        const m = minutes(payload.durationSeconds);
        const lost = payload.reason === 'source_lost';
        const texts: Texts = {
          en: { message: lost ? `“${title}” ended after ${m} min: the source stopped sending.` : `“${title}” ended after ${m} min.`, subject: `Stream ended: ${title}` },
          fr: { message: lost ? `« ${title} » s’est terminé après ${m} min : la source a cessé d’émettre.` : `« ${title} » s’est terminé après ${m} min.`, subject: `Direct terminé : ${title}` },
          ro: { message: lost ? `„${title}” s-a încheiat după ${m} min: sursa a încetat să transmită.` : `„${title}” s-a încheiat după ${m} min.`, subject: `Transmisiune încheiată: ${title}` },
          zh: { message: lost ? `“${title}”在 ${m} 分钟后结束：信号源已停止发送。` : `“${title}”在 ${m} 分钟后结束。`, subject: `直播已结束：${title}` },
        };
        await delivery.deliver(tx, await findActiveByIds(tx, payload.userIds), content('live_stream_ended', texts), { workspaceId: payload.workspaceId });
      },
    }),
    defineHandler({
      event: liveStreamDestinationFailed,
      async handle(tx, payload) {
        const { title, name, reason } = payload;
        const texts: Texts = {
          en: { message: `“${title}” stopped reaching ${name} after ${payload.attempts} attempts: ${reason}. Use Retry now on the live screen.`, subject: `${name} dropped from ${title}` },
          fr: { message: `« ${title} » n’atteint plus ${name} après ${payload.attempts} tentatives : ${reason}. Utilisez Réessayer sur l’écran du direct.`, subject: `${name} a décroché de ${title}` },
          ro: { message: `„${title}” nu mai ajunge la ${name} după ${payload.attempts} încercări: ${reason}. Folosiți Reîncearcă acum pe ecranul live.`, subject: `${name} a căzut din ${title}` },
          zh: { message: `“${title}”在 ${payload.attempts} 次尝试后无法推送到 ${name}：${reason}。请在直播页面点击“立即重试”。`, subject: `${name} 已从 ${title} 断开` },
        };
        await delivery.deliver(tx, await findActiveByIds(tx, payload.userIds), content('live_destination_failed', texts), { workspaceId: payload.workspaceId });
      },
    }),
  ];
}
