import { liveStreamKeyRotated } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import type { Language, NotificationContent, RenderedContent } from '../features/delivery/content';
import type { Delivery } from '../features/delivery/deliver';
import { findActiveByIds, findById } from '../features/recipients/recipients.repository';

/** The live screen, where the new key is copied from. */
export const LIVE_STUDIO_PATH = '/live_stream';

type Texts = Record<Language, RenderedContent>;

/** What the owner reads: who left (when this service knows their name), what to do, and whether a running stream was cut. */
export function liveKeyRotatedContent(values: { name: string; streamWasLive: boolean }): NotificationContent {
  const { name, streamWasLive } = values;
  const texts: Texts = {
    en: {
      message: `${name ? `${name} left the workspace` : 'A member who could see the live stream key left the workspace'}, so the stream key was changed: the old one no longer streams. Put the new key from Live streaming into your streaming software.${streamWasLive ? ' The stream running on the old key was cut: start it again with the new key.' : ''}`,
      subject: 'Your live stream key was changed',
      action: 'Open Live streaming',
    },
    fr: {
      message: `${name ? `${name} a quitté l’espace de travail` : 'Un membre qui pouvait voir la clé de diffusion a quitté l’espace de travail'} : la clé de diffusion a été changée et l’ancienne ne diffuse plus. Copiez la nouvelle clé depuis Diffusion en direct dans votre logiciel de diffusion.${streamWasLive ? ' Le direct qui utilisait l’ancienne clé a été coupé : relancez-le avec la nouvelle clé.' : ''}`,
      subject: 'Votre clé de diffusion a été changée',
      action: 'Ouvrir la diffusion en direct',
    },
    ro: {
      message: `${name ? `${name} a părăsit spațiul de lucru` : 'Un membru care putea vedea cheia de transmisiune a părăsit spațiul de lucru'}, așa că cheia de transmisiune a fost schimbată: cea veche nu mai transmite. Copiați cheia nouă din Transmisiuni live în programul de transmisiune.${streamWasLive ? ' Transmisiunea care folosea cheia veche a fost întreruptă: porniți-o din nou cu cheia nouă.' : ''}`,
      subject: 'Cheia de transmisiune live a fost schimbată',
      action: 'Deschideți Transmisiuni live',
    },
    zh: {
      message: `${name ? `${name} 已离开工作区` : '一位能看到直播推流密钥的成员已离开工作区'}，因此推流密钥已更换，旧密钥不能再推流。请从“直播”页面复制新密钥到您的推流软件。${streamWasLive ? '使用旧密钥的直播已被中断：请用新密钥重新开始。' : ''}`,
      subject: '您的直播推流密钥已更换',
      action: '打开直播',
    },
  };
  return { type: 'live_stream_key_rotated', path: LIVE_STUDIO_PATH, render: (language) => texts[language] };
}

/**
 * live.stream_key.rotated → the workspace's owner (the event's `userIds`, named by the live
 * service), in the app and by e-mail: a member who could see the stream key left, the key was
 * changed, and the new one is on the live screen. The key itself is in no event nor message.
 */
export function notifyLiveKeyRotated(delivery: Delivery) {
  return defineHandler({
    event: liveStreamKeyRotated,
    async handle(tx, payload) {
      const name = (await findById(tx, payload.removedUserId))?.name ?? '';
      const addressees = await findActiveByIds(tx, payload.userIds.filter((id) => id !== payload.removedUserId));
      await delivery.deliver(tx, addressees, liveKeyRotatedContent({ name, streamWasLive: payload.streamWasLive }), { workspaceId: payload.workspaceId });
    },
  });
}
