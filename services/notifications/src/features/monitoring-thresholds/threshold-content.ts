import type { ThresholdMetric } from '@cadence/contracts';
import type { Language, NotificationContent } from '../delivery/content';

export interface ThresholdAlertValues {
  metric: ThresholdMetric;
  service: string;
  value: number;
  limit: number;
  /** true: the figure went over the limit; false: it came back within it. */
  crossed: boolean;
}

interface Texts {
  crossed(v: Shown): string;
  recovered(v: Shown): string;
  crossedSubject(v: Shown): string;
  recoveredSubject(v: Shown): string;
  figures: Record<ThresholdMetric, string>;
}

interface Shown {
  figure: string;
  service: string;
  value: string;
  limit: string;
}

/** The alert's words in the four languages of the product. */
export const THRESHOLD_TEXTS: Record<Language, Texts> = {
  en: {
    crossed: (v) => `${v.figure} of ${v.service} is ${v.value}, over the limit of ${v.limit} you set on Monitoring Services.`,
    recovered: (v) => `${v.figure} of ${v.service} is back to ${v.value}, within the limit of ${v.limit}.`,
    crossedSubject: (v) => `Over the limit: ${v.figure} of ${v.service}`,
    recoveredSubject: (v) => `Back within the limit: ${v.figure} of ${v.service}`,
    figures: {
      dead_letters: 'Dead letters',
      relay_lag_seconds: 'Event relay lag (seconds)',
      consumer_lag: 'Event consumer lag (records)',
      broker_unreachable: 'Kafka broker unreachable (1 = yes)',
      delivery_failures_last_hour: 'Delivery failures in the last hour',
      oldest_due_seconds: 'Wait of the oldest due post (seconds)',
    },
  },
  fr: {
    crossed: (v) => `${v.figure} de ${v.service} vaut ${v.value}, au-delà de la limite de ${v.limit} fixée dans la surveillance des services.`,
    recovered: (v) => `${v.figure} de ${v.service} est revenu à ${v.value}, dans la limite de ${v.limit}.`,
    crossedSubject: (v) => `Limite dépassée : ${v.figure} de ${v.service}`,
    recoveredSubject: (v) => `De retour dans la limite : ${v.figure} de ${v.service}`,
    figures: {
      dead_letters: 'Lettres mortes',
      relay_lag_seconds: 'Retard du relais d’événements (secondes)',
      consumer_lag: 'Retard du consommateur d’événements (enregistrements)',
      broker_unreachable: 'Courtier Kafka injoignable (1 = oui)',
      delivery_failures_last_hour: 'Échecs de publication de la dernière heure',
      oldest_due_seconds: 'Attente de la plus ancienne publication due (secondes)',
    },
  },
  ro: {
    crossed: (v) => `${v.figure} pentru ${v.service} este ${v.value}, peste limita de ${v.limit} stabilită în monitorizarea serviciilor.`,
    recovered: (v) => `${v.figure} pentru ${v.service} a revenit la ${v.value}, în limita de ${v.limit}.`,
    crossedSubject: (v) => `Limită depășită: ${v.figure} pentru ${v.service}`,
    recoveredSubject: (v) => `Din nou în limită: ${v.figure} pentru ${v.service}`,
    figures: {
      dead_letters: 'Scrisori moarte',
      relay_lag_seconds: 'Întârzierea releului de evenimente (secunde)',
      consumer_lag: 'Întârzierea consumatorului de evenimente (înregistrări)',
      broker_unreachable: 'Brokerul Kafka inaccesibil (1 = da)',
      delivery_failures_last_hour: 'Eșecuri de publicare în ultima oră',
      oldest_due_seconds: 'Așteptarea celei mai vechi postări scadente (secunde)',
    },
  },
  zh: {
    crossed: (v) => `${v.service} 的${v.figure}为 ${v.value}，超过了在服务监控中设置的上限 ${v.limit}。`,
    recovered: (v) => `${v.service} 的${v.figure}已回到 ${v.value}，在上限 ${v.limit} 之内。`,
    crossedSubject: (v) => `超过上限：${v.service} 的${v.figure}`,
    recoveredSubject: (v) => `已回到上限之内：${v.service} 的${v.figure}`,
    figures: {
      dead_letters: '死信',
      relay_lag_seconds: '事件中继延迟（秒）',
      consumer_lag: '事件消费者积压（条）',
      broker_unreachable: 'Kafka 代理无法连接（1 = 是）',
      delivery_failures_last_hour: '最近一小时的发布失败',
      oldest_due_seconds: '最早到期帖子的等待时间（秒）',
    },
  },
};

/** A figure as staff read it: whole numbers as they are, others to one decimal. */
function shown(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A monitoring threshold crossed or recovered, told to staff holding MonitoringServices in their language. */
export function thresholdAlertContent(values: ThresholdAlertValues): NotificationContent {
  return {
    type: 'monitoring_threshold_crossed',
    render: (lng) => {
      const texts = THRESHOLD_TEXTS[lng];
      const v: Shown = { figure: texts.figures[values.metric], service: values.service, value: shown(values.value), limit: shown(values.limit) };
      return values.crossed ? { message: texts.crossed(v), subject: texts.crossedSubject(v) } : { message: texts.recovered(v), subject: texts.recoveredSubject(v) };
    },
  };
}
