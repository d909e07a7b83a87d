import { creatorApproved, creatorRefused } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import type { Language, NotificationContent } from '../features/delivery/content';
import type { Delivery } from '../features/delivery/deliver';
import { findActiveByIds } from '../features/recipients/recipients.repository';

type Outcome = 'approved' | 'refused';

const TEXTS: Record<Language, Record<Outcome, { subject: string; message: string; withNote: string }>> = {
  en: {
    approved: { subject: 'You are now a Cadence creator', message: 'Your creator profile “{name}” was approved: clients can now find and hire you.', withNote: 'Note from the team: {note}' },
    refused: { subject: 'Your creator application was refused', message: 'Your creator application “{name}” was refused.', withNote: 'Reason: {note}' },
  },
  fr: {
    approved: { subject: 'Vous êtes désormais créateur Cadence', message: 'Votre profil de créateur « {name} » est accepté : les clients peuvent vous trouver et vous engager.', withNote: 'Note de l’équipe : {note}' },
    refused: { subject: 'Votre candidature de créateur est refusée', message: 'Votre candidature de créateur « {name} » a été refusée.', withNote: 'Motif : {note}' },
  },
  ro: {
    approved: { subject: 'Acum ești creator Cadence', message: 'Profilul tău de creator „{name}” a fost aprobat: clienții te pot găsi și angaja.', withNote: 'Nota echipei: {note}' },
    refused: { subject: 'Cererea ta de creator a fost refuzată', message: 'Cererea ta de creator „{name}” a fost refuzată.', withNote: 'Motiv: {note}' },
  },
  zh: {
    approved: { subject: '你已成为 Cadence 创作者', message: '你的创作者资料“{name}”已获批准：客户现在可以找到并聘用你。', withNote: '团队备注：{note}' },
    refused: { subject: '你的创作者申请未通过', message: '你的创作者申请“{name}”未通过。', withNote: '原因：{note}' },
  },
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The applicant's news, in their language: approved or refused, with staff's note when there is one. */
export function creatorDecidedContent(outcome: Outcome, values: { name: string; note: string }): NotificationContent {
  return {
    type: 'creator_decided',
    render: (language) => {
      const texts = TEXTS[language][outcome];
      const message = fill(texts.message, values);
      return { subject: texts.subject, message: values.note ? `${message} ${fill(texts.withNote, values)}` : message };
    },
  };
}

/** support.creator.approved / refused → the applicant hears of the decision (in the app and by e-mail, as they chose). */
export function notifyCreatorDecisions(delivery: Delivery) {
  return [creatorApproved, creatorRefused].map((event) =>
    defineHandler({
      event,
      async handle(tx, payload) {
        const outcome: Outcome = event === creatorApproved ? 'approved' : 'refused';
        await delivery.deliver(tx, await findActiveByIds(tx, [payload.userId]), creatorDecidedContent(outcome, { name: payload.displayName, note: payload.note }));
      },
    }),
  );
}
