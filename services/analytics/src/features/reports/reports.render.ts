import PDFDocument from 'pdfkit';
import type { AccountType, AnalyticsOverview, ReportLanguage, ReportSection, SeriesPoint } from '@cadence/contracts';
import { toCsv } from '../overview/overview.service';
import { cjkFonts, fontsFor, REPORT_MESSAGES, reportFormat, type FontFace, type ReportFormat, type ReportMessages } from './report-messages';

/** Whose name, colour and logo the report carries. */
export interface ReportBrand {
  name: string;
  colour: string;
  logo: Buffer | null;
}

export const CADENCE_BRAND: ReportBrand = { name: 'Cadence', colour: '#4f46e5', logo: null };

/** What a report shows: the overview of its range (compared with the period before) and one per network. */
export interface ReportData {
  title: string;
  from: string;
  to: string;
  sections: readonly ReportSection[];
  language: ReportLanguage;
  overview: AnalyticsOverview;
  perNetwork: { network: AccountType; overview: AnalyticsOverview }[];
  generatedAt: Date;
}

const NETWORK_NAMES: Record<AccountType, string> = {
  facebook: 'Facebook',
  facebook_page: 'Facebook Page',
  instagram: 'Instagram',
  twitter: 'X',
  linkedin: 'LinkedIn',
  'linkedin-page': 'LinkedIn Page',
  bluesky: 'Bluesky',
  wordpress: 'WordPress',
  'wordpress-org': 'WordPress',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  threads: 'Threads',
};
export const networkName = (network: AccountType) => NETWORK_NAMES[network] ?? network;

/** A chart's plot height, in points. */
const CHART_HEIGHT = 80;
const SUMMARY_ROWS = ['followers', 'followers_growth', 'impressions', 'engagements', 'engagement_rate', 'high_intent', 'published', 'failed'] as const;

/** What drawing needs besides the data: the language's words, its way of writing figures and dates, and its fonts. */
interface Words {
  m: ReportMessages;
  f: ReportFormat;
  figure: (value: number | null, percent?: boolean) => string;
}

function wordsOf(language: ReportLanguage): Words {
  const m = REPORT_MESSAGES[language];
  const f = reportFormat(language);
  return { m, f, figure: (value, percent = false) => (value === null ? m.notGiven : percent ? f.percent(value) : f.number(value)) };
}

const REGULAR = 'report-regular';
const BOLD = 'report-bold';
const register = (doc: Doc, name: string, face: FontFace) => (face.family ? doc.registerFont(name, face.src, face.family) : doc.registerFont(name, face.src));
const fonts = { regular: REGULAR, bold: BOLD };
const CJK_REGULAR = 'report-cjk-regular';
const CJK_BOLD = 'report-cjk-bold';
/** Chinese, Japanese or Korean characters (including full-width forms). */
const CJK_TEXT = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
/** Reports in a Latin-script language that may print people's own text in Chinese (titles, account names, posts). */
const cjkFallback = new WeakSet<Doc>();

/** The face for a piece of people's own text: the CJK font where the report's own has no glyphs for it. */
function face(doc: Doc, bold: boolean, text: string): Doc {
  if (cjkFallback.has(doc) && CJK_TEXT.test(text)) return doc.font(bold ? CJK_BOLD : CJK_REGULAR);
  return doc.font(bold ? BOLD : REGULAR);
}

/** Renders the report as a PDF: the brand's band, then each section chosen, in order. */
export function renderPdf(data: ReportData, brand: ReportBrand): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: data.title, Author: brand.name, Producer: brand.name, Creator: brand.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const faces = fontsFor(data.language);
      register(doc, REGULAR, faces.regular);
      register(doc, BOLD, faces.bold);
      const cjk = cjkFonts();
      if (cjk && cjk !== faces) {
        // Registered only: the file is read when a text needs it.
        register(doc, CJK_REGULAR, cjk.regular);
        register(doc, CJK_BOLD, cjk.bold);
        cjkFallback.add(doc);
      }
      draw(doc, data, brand, wordsOf(data.language));
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

type Doc = InstanceType<typeof PDFDocument>;

function draw(doc: Doc, data: ReportData, brand: ReportBrand, w: Words): void {
  const { m, f } = w;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.rect(0, 0, doc.page.width, 84).fill(brand.colour);
  let nameX = left;
  if (brand.logo) {
    try {
      doc.image(brand.logo, left, 18, { fit: [120, 48] });
      nameX = left + 132;
    } catch {
      // An image pdfkit cannot read is left out; the name still shows.
    }
  }
  face(doc.fillColor('#ffffff'), true, brand.name).fontSize(20).text(brand.name, nameX, 30, { width: width - (nameX - left) });
  face(doc.fillColor('#111827'), true, data.title).fontSize(18).text(data.title, left, 108, { width });
  const compared = data.overview.previous_from && data.overview.previous_to ? m.compared(f.day(data.overview.previous_from), f.day(data.overview.previous_to)) : '';
  doc.font(fonts.regular).fontSize(10).fillColor('#4b5563').text(`${m.range(f.day(data.from), f.day(data.to))}${compared}`, { width });
  const accounts = data.overview.accounts.map((account) => `${account.name} (${networkName(account.network)})`).join(', ');
  face(doc, false, accounts).text(m.accounts(accounts || m.noAccountsListed), { width });
  doc.moveDown();

  for (const section of data.sections) {
    // A section starts on the page where its heading and its first part fit together.
    heading(doc, m.sections[section], brand.colour, SECTION_ROOM[section]);
    if (section === 'summary') summary(doc, data.overview, w);
    if (section === 'growth') series(doc, data.overview.series.followers, m.summary.followers, brand.colour, w);
    if (section === 'activity') activity(doc, data.overview, brand.colour, w);
    if (section === 'top_posts') topPosts(doc, data.overview, w);
    if (section === 'networks') networks(doc, data, w);
    doc.moveDown();
  }
  face(doc, false, brand.name).fontSize(8).fillColor('#6b7280').text(m.footer(brand.name, f.day(data.generatedAt.toISOString())), left, undefined, { width });
}

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Room a section needs after its heading so that neither is left alone at a page's foot: its chart or its first rows. */
const SECTION_ROOM: Record<ReportData['sections'][number], number> = {
  summary: 16 * (SUMMARY_ROWS.length + 1),
  growth: CHART_HEIGHT + 70,
  activity: CHART_HEIGHT + 100,
  top_posts: 16 * 4,
  networks: 16 * 3,
};

function heading(doc: Doc, title: string, colour: string, room: number): void {
  ensureRoom(doc, 30 + room);
  doc.font(fonts.bold).fontSize(13).fillColor(colour).text(title, doc.page.margins.left);
  doc.moveDown(0.3);
  doc.font(fonts.regular).fontSize(10).fillColor('#111827');
}

/** Rows of cells at fixed column positions. */
function table(doc: Doc, columns: { title: string; width: number }[], rows: string[][]): void {
  const left = doc.page.margins.left;
  const line = (cells: string[], bold: boolean) => {
    ensureRoom(doc, 16);
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.fontSize(9).fillColor('#111827');
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      face(doc, bold, cell).text(cell, x, y, { width: column.width - 6, height: 36, ellipsis: true });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = left;
    doc.y = bottom + 3;
    doc.font(fonts.regular);
  };
  line(
    columns.map((column) => column.title),
    true,
  );
  for (const row of rows) line(row, false);
}

function summary(doc: Doc, overview: AnalyticsOverview, { m, figure }: Words): void {
  table(
    doc,
    [
      { title: m.columns.figure, width: 230 },
      { title: m.columns.thisPeriod, width: 130 },
      { title: m.columns.periodBefore, width: 130 },
    ],
    SUMMARY_ROWS.map((key) => {
      const percent = key === 'engagement_rate';
      return [m.summary[key], figure(overview.totals[key].value, percent), figure(overview.totals[key].previous, percent)];
    }),
  );
}

/** One series of a chart: a value per day, drawn in its colour (later series stacked on the earlier). */
interface ChartSeries {
  points: readonly { day: string; value: number | null }[];
  colour: string;
  label: string;
}

/** The fewest posts at one weekday and hour before the report names it the best time to post. */
export const BEST_TIME_MIN_POSTS = 3;
const FAILED_COLOUR = '#dc2626';
const AXIS_WIDTH = 44;

/**
 * A bar per day with its axes: the value axis labelled at its top and bottom (from 0 for counts;
 * from the lowest value for a level such as followers, so a small change is seen and not drawn
 * flat), a line at the top, the first and last days under it, and a legend when it stacks series.
 * Days without a figure have no bar.
 */
function chart(doc: Doc, series: readonly ChartSeries[], { f, figure }: Words, options: { fromZero: boolean }): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right - AXIS_WIDTH;
  const plotLeft = left + AXIS_WIDTH;
  ensureRoom(doc, CHART_HEIGHT + 44);
  const top = doc.y + 4;
  const days = series[0]?.points ?? [];
  const totals = days.map((_, index) => series.reduce((sum, one) => sum + (one.points[index]?.value ?? 0), 0));
  const given = days.map((_, index) => series.some((one) => one.points[index]?.value !== null && one.points[index]?.value !== undefined));
  const values = totals.filter((_, index) => given[index]);
  const max = Math.max(0, ...values);
  const low = options.fromZero || values.length === 0 ? 0 : Math.min(...values);
  // A level that does not change still shows: its bars stand on an axis just under it.
  const floor = low === max && low > 0 ? Math.floor(low * 0.9) : low;
  const span = Math.max(max - floor, 1);
  const step = width / Math.max(days.length, 1);
  doc.save();
  doc.lineWidth(0.5);
  doc.moveTo(plotLeft, top).lineTo(plotLeft + width, top).strokeColor('#e5e7eb').stroke();
  doc.moveTo(plotLeft, top + CHART_HEIGHT).lineTo(plotLeft + width, top + CHART_HEIGHT).strokeColor('#9ca3af').stroke();
  doc.moveTo(plotLeft, top).lineTo(plotLeft, top + CHART_HEIGHT).strokeColor('#9ca3af').stroke();
  days.forEach((_, index) => {
    let base = top + CHART_HEIGHT;
    let below = floor;
    for (const one of series) {
      const value = one.points[index]?.value;
      if (value === null || value === undefined || value === 0) continue;
      const reach = Math.min(below + value, max);
      const barHeight = Math.max(1, ((reach - Math.max(below, floor)) / span) * CHART_HEIGHT);
      doc.rect(plotLeft + index * step + step * 0.15, base - barHeight, Math.max(step * 0.7, 0.5), barHeight).fill(one.colour);
      base -= barHeight;
      below = reach;
    }
  });
  doc.restore();
  doc.font(fonts.regular).fontSize(8).fillColor('#6b7280');
  doc.text(figure(max), left, top - 4, { width: AXIS_WIDTH - 6, align: 'right' });
  doc.text(figure(floor), left, top + CHART_HEIGHT - 5, { width: AXIS_WIDTH - 6, align: 'right' });
  const first = days[0];
  const last = days.at(-1);
  doc.text(first ? f.day(first.day) : '', plotLeft, top + CHART_HEIGHT + 4, { width: width / 2 });
  doc.text(last ? f.day(last.day) : '', plotLeft + width / 2, top + CHART_HEIGHT + 4, { width: width / 2, align: 'right' });
  if (series.length > 1) {
    let x = plotLeft;
    const y = top + CHART_HEIGHT + 16;
    for (const one of series) {
      doc.rect(x, y + 1, 7, 7).fill(one.colour);
      doc.fillColor('#4b5563').text(one.label, x + 10, y, { lineBreak: false });
      x += 10 + doc.widthOfString(one.label) + 16;
    }
    doc.y = y + 12;
  }
  doc.x = left;
  doc.moveDown(0.5);
  doc.fontSize(10).fillColor('#111827');
}

function series(doc: Doc, points: readonly SeriesPoint[], label: string, colour: string, words: Words): void {
  const { m, f, figure } = words;
  const given = points.filter((point) => point.value !== null);
  if (given.length === 0) {
    doc.text(m.seriesMissing(label));
    return;
  }
  const first = given[0]!;
  const last = given.at(-1)!;
  doc.text(m.seriesLine(label, figure(first.value), f.day(first.day), figure(last.value), f.day(last.day), figure((last.value ?? 0) - (first.value ?? 0))));
  doc.moveDown(0.3);
  chart(doc, [{ points, colour, label }], words, { fromZero: false });
}

/** Posts published and failed per day (failed stacked in red), and the best time to post when enough posts tell it. */
function activity(doc: Doc, overview: AnalyticsOverview, colour: string, words: Words): void {
  const { m, f, figure } = words;
  doc.text(m.activity(figure(overview.totals.published.value), figure(overview.totals.failed.value)));
  doc.moveDown(0.3);
  chart(
    doc,
    [
      { points: overview.series.published, colour, label: m.summary.published },
      { points: overview.series.failed, colour: FAILED_COLOUR, label: m.summary.failed },
    ],
    words,
    { fromZero: true },
  );
  const best = overview.best_times[0];
  if (best && best.posts >= BEST_TIME_MIN_POSTS) {
    doc.text(m.bestTime(overview.time_zone, f.weekday(best.weekday), f.hour(best.hour), figure(best.average_engagements), f.number(best.posts), best.posts));
  } else {
    doc.fillColor('#4b5563').text(m.bestTimeUnknown(BEST_TIME_MIN_POSTS)).fillColor('#111827');
  }
}

function topPosts(doc: Doc, overview: AnalyticsOverview, { m, f, figure }: Words): void {
  if (overview.top_posts.length === 0) {
    doc.text(m.noTopPosts);
    return;
  }
  table(
    doc,
    [
      { title: m.columns.publishedOn, width: 82 },
      { title: m.columns.network, width: 70 },
      { title: m.columns.post, width: 188 },
      { title: m.columns.impressions, width: 75 },
      { title: m.columns.engagements, width: 85 },
    ],
    overview.top_posts.map((post) => [f.day(post.published_at), networkName(post.network), (post.excerpt ?? '').replace(/\s+/g, ' ').slice(0, 120), figure(post.impressions), figure(post.engagements)]),
  );
}

function networks(doc: Doc, data: ReportData, { m, figure }: Words): void {
  if (data.perNetwork.length === 0) {
    doc.text(m.noAccounts);
    return;
  }
  table(
    doc,
    [
      { title: m.columns.network, width: 90 },
      { title: m.columns.followers, width: 80 },
      { title: m.columns.impressions, width: 85 },
      { title: m.columns.engagements, width: 85 },
      { title: m.columns.rate, width: 60 },
      { title: m.columns.published, width: 70 },
    ],
    data.perNetwork.map(({ network, overview }) => [
      networkName(network),
      figure(overview.totals.followers.value),
      figure(overview.totals.impressions.value),
      figure(overview.totals.engagements.value),
      figure(overview.totals.engagement_rate.value, true),
      figure(overview.totals.published.value),
    ]),
  );
}

/**
 * The same report as CSV, one figure a row: section, key, network, day, value and the value of
 * the period before, the header row in the report's language (the cells stay machine-readable
 * keys and plain numbers). An absent figure is an empty cell, never 0.
 */
export function renderCsv(data: ReportData): string {
  const rows: unknown[][] = [];
  for (const section of data.sections) {
    if (section === 'summary') for (const key of SUMMARY_ROWS) rows.push(['summary', key, '', '', data.overview.totals[key].value, data.overview.totals[key].previous]);
    if (section === 'growth') for (const point of data.overview.series.followers) rows.push(['growth', 'followers', '', point.day, point.value, point.previous]);
    if (section === 'activity') {
      for (const point of data.overview.series.published) rows.push(['activity', 'published', '', point.day, point.value, point.previous]);
      for (const point of data.overview.series.failed) rows.push(['activity', 'failed', '', point.day, point.value, point.previous]);
    }
    if (section === 'top_posts') {
      for (const post of data.overview.top_posts) {
        rows.push(['top_posts', `post ${post.post_id ?? post.target_id}: ${(post.excerpt ?? '').replace(/\s+/g, ' ').slice(0, 200)}`, post.network, post.published_at.slice(0, 10), post.engagements, '']);
      }
    }
    if (section === 'networks') {
      for (const { network, overview } of data.perNetwork) {
        for (const key of ['followers', 'impressions', 'engagements', 'engagement_rate', 'published'] as const) rows.push(['networks', key, network, '', overview.totals[key].value, overview.totals[key].previous]);
      }
    }
  }
  return toCsv(REPORT_MESSAGES[data.language].csvHeader, rows);
}
