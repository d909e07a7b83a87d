import { existsSync } from "node:fs";
import type {
  AnalyticsOverview,
  ReportFrequency,
  ReportLanguage,
  ReportSection,
} from "@cadence/contracts";

type SummaryKey =
  | "followers"
  | "followers_growth"
  | "impressions"
  | "engagements"
  | "engagement_rate"
  | "high_intent"
  | "published"
  | "failed";

/** Every word a report, its CSV and its mail print, in one language. Figures and dates come already formatted. */
export interface ReportMessages {
  sections: Record<ReportSection, string>;
  summary: Record<SummaryKey & keyof AnalyticsOverview["totals"], string>;
  columns: {
    figure: string;
    thisPeriod: string;
    periodBefore: string;
    publishedOn: string;
    network: string;
    post: string;
    impressions: string;
    engagements: string;
    followers: string;
    rate: string;
    published: string;
  };
  notGiven: string;
  range: (from: string, to: string) => string;
  compared: (from: string, to: string) => string;
  accounts: (list: string) => string;
  noAccountsListed: string;
  footer: (brand: string, date: string) => string;
  seriesMissing: (label: string) => string;
  seriesLine: (
    label: string,
    first: string,
    firstDay: string,
    last: string,
    lastDay: string,
    change: string,
  ) => string;
  activity: (published: string, failed: string) => string;
  /** posts: the count as written; count: the number, for the plural. */
  bestTime: (
    zone: string,
    day: string,
    time: string,
    average: string,
    posts: string,
    count: number,
  ) => string;
  /** No weekday and hour has enough posts (min, the fewest) to call it the best time to post. */
  bestTimeUnknown: (min: number) => string;
  noTopPosts: string;
  noAccounts: string;
  /** The CSV's header row: section, key, network, day, value, previous. */
  csvHeader: readonly [string, string, string, string, string, string];
  mail: {
    subject: (brand: string, title: string, from: string, to: string) => string;
    ready: (
      frequency: ReportFrequency,
      title: string,
      from: string,
      to: string,
    ) => string;
    download: string;
    lasts: (days: number) => string;
    history: string;
  };
}

const en: ReportMessages = {
  sections: {
    summary: "Summary",
    growth: "Growth",
    top_posts: "Top posts",
    networks: "Per network",
    activity: "Posting activity",
  },
  summary: {
    followers: "Followers",
    followers_growth: "Follower growth",
    impressions: "Impressions or views",
    engagements: "Engagements",
    engagement_rate: "Engagement rate",
    high_intent: "High intent (saves, shares, sends)",
    published: "Posts published",
    failed: "Posts failed",
  },
  columns: {
    figure: "Figure",
    thisPeriod: "This period",
    periodBefore: "Period before",
    publishedOn: "Published",
    network: "Network",
    post: "Post",
    impressions: "Impressions",
    engagements: "Engagements",
    followers: "Followers",
    rate: "Rate",
    published: "Published",
  },
  notGiven: "not given",
  range: (from, to) => `${from} to ${to}`,
  compared: (from, to) => ` compared with ${from} to ${to}`,
  accounts: (list) => `Accounts: ${list}`,
  noAccountsListed: "none",
  footer: (brand, date) =>
    `Made by ${brand} on ${date}. A figure a network does not give reads "not given", never 0.`,
  seriesMissing: (label) =>
    `${label}: not given by the networks for this range.`,
  seriesLine: (label, first, firstDay, last, lastDay, change) =>
    `${label}: ${first} on ${firstDay}, ${last} on ${lastDay} (${change}).`,
  activity: (published, failed) =>
    `Posts published: ${published}; failed: ${failed}.`,
  bestTime: (zone, day, time, average, posts, count) =>
    `Best time to post (${zone}): ${day} at ${time}, ${average} engagements on average over ${posts} ${count === 1 ? "post" : "posts"}.`,
  bestTimeUnknown: (min) =>
    `Best time to post: not enough posts yet. A weekday and hour is named once at least ${min} posts published at it in the last 90 days have figures.`,
  noTopPosts:
    "No post published in this range has figures from its network yet.",
  noAccounts: "No account in this report.",
  csvHeader: ["section", "key", "network", "day", "value", "previous"],
  mail: {
    subject: (brand, title, from, to) =>
      `${brand} report: ${title}, ${from} to ${to}`,
    ready: (frequency, title, from, to) =>
      `Your ${frequency} report "${title}" for ${from} to ${to} is ready.`,
    download: "Download the PDF",
    lasts: (days) => `The link opens the report for ${days} days.`,
    history: "Everyone in the workspace finds it in the report history.",
  },
};

const fr: ReportMessages = {
  sections: {
    summary: "Synthèse",
    growth: "Croissance",
    top_posts: "Meilleures publications",
    networks: "Par réseau",
    activity: "Activité de publication",
  },
  summary: {
    followers: "Abonnés",
    followers_growth: "Croissance des abonnés",
    impressions: "Impressions ou vues",
    engagements: "Interactions",
    engagement_rate: "Taux d'interaction",
    high_intent: "Forte intention (enregistrements, partages, envois)",
    published: "Publications publiées",
    failed: "Publications en échec",
  },
  columns: {
    figure: "Indicateur",
    thisPeriod: "Cette période",
    periodBefore: "Période précédente",
    publishedOn: "Publiée le",
    network: "Réseau",
    post: "Publication",
    impressions: "Impressions",
    engagements: "Interactions",
    followers: "Abonnés",
    rate: "Taux",
    published: "Publiées",
  },
  notGiven: "non fourni",
  range: (from, to) => `Du ${from} au ${to}`,
  compared: (from, to) => `, comparé à la période du ${from} au ${to}`,
  accounts: (list) => `Comptes\u00a0: ${list}`,
  noAccountsListed: "aucun",
  footer: (brand, date) =>
    `Rapport réalisé par ${brand} le ${date}. Un chiffre qu'un réseau ne fournit pas apparaît comme «\u00a0non fourni\u00a0», jamais 0.`,
  seriesMissing: (label) =>
    `${label}\u00a0: non fourni par les réseaux pour cette période.`,
  seriesLine: (label, first, firstDay, last, lastDay, change) =>
    `${label}\u00a0: ${first} le ${firstDay}, ${last} le ${lastDay} (${change}).`,
  activity: (published, failed) =>
    `Publications publiées\u00a0: ${published}\u00a0; en échec\u00a0: ${failed}.`,
  bestTime: (zone, day, time, average, posts, count) =>
    `Meilleur moment pour publier (${zone})\u00a0: le ${day} à ${time}, ${average} interactions en moyenne sur ${posts} ${count < 2 ? "publication" : "publications"}.`,
  bestTimeUnknown: (min) =>
    `Meilleur moment pour publier\u00a0: pas encore assez de publications. Un jour et une heure sont indiqués dès qu'au moins ${min} publications faites à ce moment ces 90 derniers jours ont des chiffres.`,
  noTopPosts:
    "Aucune publication de cette période n'a encore de chiffres de son réseau.",
  noAccounts: "Aucun compte dans ce rapport.",
  csvHeader: ["section", "clé", "réseau", "jour", "valeur", "précédente"],
  mail: {
    subject: (brand, title, from, to) =>
      `Rapport ${brand}\u00a0: ${title}, du ${from} au ${to}`,
    ready: (frequency, title, from, to) =>
      `Votre rapport ${frequency === "weekly" ? "hebdomadaire" : "mensuel"} «\u00a0${title}\u00a0» du ${from} au ${to} est prêt.`,
    download: "Télécharger le PDF",
    lasts: (days) => `Le lien ouvre le rapport pendant ${days} jours.`,
    history:
      "Tous les membres de l'espace de travail le retrouvent dans l'historique des rapports.",
  },
};

const ro: ReportMessages = {
  sections: {
    summary: "Rezumat",
    growth: "Creștere",
    top_posts: "Postări de top",
    networks: "Pe rețea",
    activity: "Activitate de publicare",
  },
  summary: {
    followers: "Urmăritori",
    followers_growth: "Creșterea urmăritorilor",
    impressions: "Afișări sau vizualizări",
    engagements: "Interacțiuni",
    engagement_rate: "Rata de interacțiune",
    high_intent: "Intenție ridicată (salvări, distribuiri, trimiteri)",
    published: "Postări publicate",
    failed: "Postări eșuate",
  },
  columns: {
    figure: "Indicator",
    thisPeriod: "Perioada aceasta",
    periodBefore: "Perioada anterioară",
    publishedOn: "Publicată",
    network: "Rețea",
    post: "Postare",
    impressions: "Afișări",
    engagements: "Interacțiuni",
    followers: "Urmăritori",
    rate: "Rată",
    published: "Publicate",
  },
  notGiven: "nefurnizat",
  range: (from, to) => `${from} – ${to}`,
  compared: (from, to) => `, comparat cu ${from} – ${to}`,
  accounts: (list) => `Conturi: ${list}`,
  noAccountsListed: "niciunul",
  footer: (brand, date) =>
    `Realizat de ${brand} pe ${date}. O cifră pe care o rețea nu o furnizează apare ca „nefurnizat”, niciodată 0.`,
  seriesMissing: (label) =>
    `${label}: nefurnizat de rețele pentru această perioadă.`,
  seriesLine: (label, first, firstDay, last, lastDay, change) =>
    `${label}: ${first} pe ${firstDay}, ${last} pe ${lastDay} (${change}).`,
  activity: (published, failed) =>
    `Postări publicate: ${published}; eșuate: ${failed}.`,
  bestTime: (zone, day, time, average, posts, count) =>
    `Cel mai bun moment pentru publicare (${zone}): ${day} la ${time}, în medie ${average} interacțiuni pe ${count === 1 ? "o postare" : `${posts}${count >= 20 && (count % 100 === 0 || count % 100 >= 20) ? " de" : ""} postări`}.`,
  bestTimeUnknown: (min) =>
    `Cel mai bun moment pentru publicare: încă prea puține postări. O zi și o oră sunt indicate când cel puțin ${min} postări publicate atunci în ultimele 90 de zile au cifre.`,
  noTopPosts:
    "Nicio postare publicată în această perioadă nu are încă cifre de la rețeaua ei.",
  noAccounts: "Niciun cont în acest raport.",
  csvHeader: ["secțiune", "cheie", "rețea", "zi", "valoare", "anterioară"],
  mail: {
    subject: (brand, title, from, to) =>
      `Raport ${brand}: ${title}, ${from} – ${to}`,
    ready: (frequency, title, from, to) =>
      `Raportul ${frequency === "weekly" ? "săptămânal" : "lunar"} „${title}” pentru ${from} – ${to} este gata.`,
    download: "Descarcă PDF-ul",
    lasts: (days) =>
      `Linkul deschide raportul timp de ${days}${days >= 20 && (days % 100 === 0 || days % 100 >= 20) ? " de" : ""} ${days === 1 ? "zi" : "zile"}.`,
    history:
      "Toți membrii spațiului de lucru îl găsesc în istoricul rapoartelor.",
  },
};

const zh: ReportMessages = {
  sections: {
    summary: "摘要",
    growth: "增长",
    top_posts: "热门帖子",
    networks: "按网络",
    activity: "发布活动",
  },
  summary: {
    followers: "粉丝数",
    followers_growth: "粉丝增长",
    impressions: "展示或观看次数",
    engagements: "互动次数",
    engagement_rate: "互动率",
    high_intent: "高意向（收藏、分享、发送）",
    published: "已发布帖子",
    failed: "发布失败的帖子",
  },
  columns: {
    figure: "指标",
    thisPeriod: "本期",
    periodBefore: "上期",
    publishedOn: "发布日期",
    network: "网络",
    post: "帖子",
    impressions: "展示次数",
    engagements: "互动次数",
    followers: "粉丝数",
    rate: "互动率",
    published: "已发布",
  },
  notGiven: "未提供",
  range: (from, to) => `${from} 至 ${to}`,
  compared: (from, to) => `，对比 ${from} 至 ${to}`,
  accounts: (list) => `账号：${list}`,
  noAccountsListed: "无",
  footer: (brand, date) =>
    `由 ${brand} 于 ${date} 生成。网络未提供的数据显示为“未提供”，绝不记为 0。`,
  seriesMissing: (label) => `${label}：此期间网络未提供数据。`,
  seriesLine: (label, first, firstDay, last, lastDay, change) =>
    `${label}：${firstDay} 为 ${first}，${lastDay} 为 ${last}（${change}）。`,
  activity: (published, failed) =>
    `已发布帖子：${published}；发布失败：${failed}。`,
  bestTime: (zone, day, time, average, posts) =>
    `最佳发布时间（${zone}）：${day} ${time}，${posts} 篇帖子平均 ${average} 次互动。`,
  bestTimeUnknown: (min) =>
    `最佳发布时间：帖子还不够多。当过去 90 天内在某个星期几的某个小时发布、且已有数据的帖子至少有 ${min} 篇时，才会给出该时间。`,
  noTopPosts: "此期间发布的帖子尚无来自其网络的数据。",
  noAccounts: "此报告不含任何账号。",
  csvHeader: ["部分", "键", "网络", "日期", "数值", "上期"],
  mail: {
    subject: (brand, title, from, to) =>
      `${brand} 报告：${title}，${from} 至 ${to}`,
    ready: (frequency, title, from, to) =>
      `您的${frequency === "weekly" ? "每周" : "每月"}报告“${title}”（${from} 至 ${to}）已生成。`,
    download: "下载 PDF",
    lasts: (days) => `该链接在 ${days} 天内可打开报告。`,
    history: "工作区的所有成员都可以在报告历史中找到它。",
  },
};

export const REPORT_MESSAGES: Record<ReportLanguage, ReportMessages> = {
  en,
  fr,
  ro,
  zh,
};

/** The Intl locale of each language (Chinese as written in mainland China). */
const INTL_LOCALES: Record<ReportLanguage, string> = {
  en: "en-US",
  fr: "fr-FR",
  ro: "ro-RO",
  zh: "zh-CN",
};

/** Numbers, percentages, days, weekdays and hours written the way the report's language writes them. */
export interface ReportFormat {
  number: (value: number) => string;
  percent: (value: number) => string;
  /** A UTC day (YYYY-MM-DD) as a date. */
  day: (day: string) => string;
  weekday: (weekday: number) => string;
  hour: (hour: number) => string;
}

export function reportFormat(language: ReportLanguage): ReportFormat {
  const locale = INTL_LOCALES[language];
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percents = new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 2,
  });
  const days = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  const weekdays = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    timeZone: "UTC",
  });
  const hours = new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  return {
    number: (value) => numbers.format(value),
    percent: (value) => percents.format(value / 100),
    day: (day) => days.format(new Date(`${day.slice(0, 10)}T12:00:00Z`)),
    // 2023-01-01 was a Sunday (weekday 0).
    weekday: (weekday) => weekdays.format(Date.UTC(2023, 0, 1 + weekday, 12)),
    hour: (hour) => hours.format(Date.UTC(2023, 0, 1, hour)),
  };
}

/** A font: a file (a TrueType collection names its face) or one of the PDF's built-in fonts. */
export interface FontFace {
  src: string;
  family?: string;
}
export interface ReportFonts {
  regular: FontFace;
  bold: FontFace;
  /** What it is, for the log. */
  name: string;
}

const DEJAVU = {
  regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
};

/** A TrueType font with wide coverage when the system has one (Debian's fonts-dejavu), else the PDF's built-in Helvetica. */
function latinFonts(): ReportFonts {
  if (existsSync(DEJAVU.regular) && existsSync(DEJAVU.bold))
    return {
      regular: { src: DEJAVU.regular },
      bold: { src: DEJAVU.bold },
      name: "DejaVu Sans",
    };
  return {
    regular: { src: "Helvetica" },
    bold: { src: "Helvetica-Bold" },
    name: "Helvetica",
  };
}

/**
 * Fonts with Chinese glyphs, first found: Debian's fonts-wqy-microhei (small, what the test
 * machine installs), then fonts-noto-cjk. Null when neither is installed.
 */
function findCjkFonts(): ReportFonts | null {
  const microhei = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
  if (existsSync(microhei))
    return {
      regular: { src: microhei, family: "WenQuanYiMicroHei" },
      bold: { src: microhei, family: "WenQuanYiMicroHei" },
      name: "WenQuanYi Micro Hei",
    };
  const noto = {
    regular: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    bold: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
  };
  if (existsSync(noto.regular) && existsSync(noto.bold))
    return {
      regular: { src: noto.regular, family: "NotoSansCJKsc-Regular" },
      bold: { src: noto.bold, family: "NotoSansCJKsc-Bold" },
      name: "Noto Sans CJK SC",
    };
  return null;
}

const LATIN = latinFonts();
const CJK = findCjkFonts();

/** The fonts with Chinese glyphs, if installed: for Chinese text in reports in other languages. */
export const cjkFonts = (): ReportFonts | null => CJK;

/** The fonts a report in this language is printed with. */
export function fontsFor(language: ReportLanguage): ReportFonts {
  return language === "zh" ? (CJK ?? LATIN) : LATIN;
}

/** Null when Chinese reports have a font with Chinese glyphs; else what they fall back to (for a log line at start). */
export function missingCjkFont(): string | null {
  return CJK
    ? null
    : `No font with Chinese glyphs found (install fonts-wqy-microhei or fonts-noto-cjk): Chinese reports fall back to ${LATIN.name} and show their Chinese text as blanks`;
}
