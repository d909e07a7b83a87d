import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { AccountType, AnalyticsOverview, ReportSection, SeriesPoint } from '@cadence/contracts';
import { toCsv } from '../overview/overview.service';

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

const SUMMARY_ROWS: { key: keyof AnalyticsOverview['totals']; label: string; percent?: boolean }[] = [
  { key: 'followers', label: 'Followers' },
  { key: 'followers_growth', label: 'Follower growth' },
  { key: 'impressions', label: 'Impressions or views' },
  { key: 'engagements', label: 'Engagements' },
  { key: 'engagement_rate', label: 'Engagement rate', percent: true },
  { key: 'high_intent', label: 'High intent (saves, shares, sends)' },
  { key: 'published', label: 'Posts published' },
  { key: 'failed', label: 'Posts failed' },
];

const SECTION_TITLES: Record<ReportSection, string> = {
  summary: 'Summary',
  growth: 'Growth',
  top_posts: 'Top posts',
  networks: 'Per network',
  activity: 'Posting activity',
};

function figure(value: number | null, percent = false): string {
  if (value === null) return 'not given';
  const rounded = Math.round(value * 100) / 100;
  return percent ? `${rounded}%` : rounded.toLocaleString('en-US');
}

/** A TrueType font with wide coverage when the system has one (Debian's fonts-dejavu), else the PDF's built-in Helvetica. */
const FONT_FILES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'] as const;
const fonts = FONT_FILES.every((file) => existsSync(file)) ? { regular: FONT_FILES[0], bold: FONT_FILES[1] } : { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** Renders the report as a PDF: the brand's band, then each section chosen, in order. */
export function renderPdf(data: ReportData, brand: ReportBrand): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: data.title, Author: brand.name, Producer: brand.name, Creator: brand.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc, data, brand);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

type Doc = InstanceType<typeof PDFDocument>;

function draw(doc: Doc, data: ReportData, brand: ReportBrand): void {
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
  doc.fillColor('#ffffff').font(fonts.bold).fontSize(20).text(brand.name, nameX, 30, { width: width - (nameX - left) });
  doc.fillColor('#111827').font(fonts.bold).fontSize(18).text(data.title, left, 108, { width });
  const compared = data.overview.previous_from ? ` compared with ${data.overview.previous_from} to ${data.overview.previous_to}` : '';
  doc.font(fonts.regular).fontSize(10).fillColor('#4b5563').text(`${data.from} to ${data.to}${compared}`, { width });
  const accounts = data.overview.accounts.map((account) => `${account.name} (${networkName(account.network)})`).join(', ');
  doc.text(`Accounts: ${accounts || 'none'}`, { width });
  doc.moveDown();

  for (const section of data.sections) {
    heading(doc, SECTION_TITLES[section], brand.colour);
    if (section === 'summary') summary(doc, data.overview);
    if (section === 'growth') series(doc, data.overview.series.followers, 'Followers', brand.colour);
    if (section === 'activity') activity(doc, data.overview, brand.colour);
    if (section === 'top_posts') topPosts(doc, data.overview);
    if (section === 'networks') networks(doc, data);
    doc.moveDown();
  }
  doc.font(fonts.regular).fontSize(8).fillColor('#6b7280').text(`Made by ${brand.name} on ${data.generatedAt.toISOString().slice(0, 10)}. A figure a network does not give reads "not given", never 0.`, left, undefined, { width });
}

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc: Doc, title: string, colour: string): void {
  ensureRoom(doc, 60);
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
    doc.font(bold ? fonts.bold : fonts.regular).fontSize(9).fillColor('#111827');
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x, y, { width: column.width - 6, height: 36, ellipsis: true });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = left;
    doc.y = bottom + 3;
  };
  line(
    columns.map((column) => column.title),
    true,
  );
  for (const row of rows) line(row, false);
}

function summary(doc: Doc, overview: AnalyticsOverview): void {
  table(
    doc,
    [
      { title: 'Figure', width: 230 },
      { title: 'This period', width: 130 },
      { title: 'Period before', width: 130 },
    ],
    SUMMARY_ROWS.map((row) => [row.label, figure(overview.totals[row.key].value, row.percent), figure(overview.totals[row.key].previous, row.percent)]),
  );
}

/** A bar per day, scaled to the largest value; days without a figure have no bar. */
function bars(doc: Doc, points: readonly { day: string; value: number | null }[], colour: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const height = 80;
  ensureRoom(doc, height + 30);
  const top = doc.y;
  const max = Math.max(0, ...points.map((point) => point.value ?? 0));
  const step = width / Math.max(points.length, 1);
  doc.save();
  doc.moveTo(left, top + height).lineTo(left + width, top + height).strokeColor('#d1d5db').stroke();
  points.forEach((point, index) => {
    if (point.value === null || max === 0) return;
    const barHeight = Math.max(1, (point.value / max) * height);
    doc.rect(left + index * step + step * 0.15, top + height - barHeight, Math.max(step * 0.7, 0.5), barHeight).fill(colour);
  });
  doc.restore();
  doc.font(fonts.regular).fontSize(8).fillColor('#6b7280');
  doc.text(points[0]?.day ?? '', left, top + height + 4, { width: width / 2 });
  doc.text(points.at(-1)?.day ?? '', left + width / 2, top + height + 4, { width: width / 2, align: 'right' });
  doc.x = left;
  doc.moveDown(0.5);
  doc.fontSize(10).fillColor('#111827');
}

function series(doc: Doc, points: readonly SeriesPoint[], label: string, colour: string): void {
  const given = points.filter((point) => point.value !== null);
  if (given.length === 0) {
    doc.text(`${label}: not given by the networks for this range.`);
    return;
  }
  const first = given[0]!;
  const last = given.at(-1)!;
  doc.text(`${label}: ${figure(first.value)} on ${first.day}, ${figure(last.value)} on ${last.day} (${figure((last.value ?? 0) - (first.value ?? 0))}).`);
  doc.moveDown(0.3);
  bars(doc, points, colour);
}

function activity(doc: Doc, overview: AnalyticsOverview, colour: string): void {
  doc.text(`Posts published: ${figure(overview.totals.published.value)}; failed: ${figure(overview.totals.failed.value)}.`);
  doc.moveDown(0.3);
  bars(doc, overview.series.published, colour);
  if (overview.best_times.length > 0) {
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const best = overview.best_times[0]!;
    doc.text(`Best time to post (${overview.time_zone}): ${days[best.weekday]} at ${String(best.hour).padStart(2, '0')}:00, ${figure(best.average_engagements)} engagements on average over ${best.posts} posts.`);
  }
}

function topPosts(doc: Doc, overview: AnalyticsOverview): void {
  if (overview.top_posts.length === 0) {
    doc.text('No post published in this range has figures from its network yet.');
    return;
  }
  table(
    doc,
    [
      { title: 'Published', width: 70 },
      { title: 'Network', width: 70 },
      { title: 'Post', width: 200 },
      { title: 'Impressions', width: 75 },
      { title: 'Engagements', width: 85 },
    ],
    overview.top_posts.map((post) => [post.published_at.slice(0, 10), networkName(post.network), (post.excerpt ?? '').replace(/\s+/g, ' ').slice(0, 120), figure(post.impressions), figure(post.engagements)]),
  );
}

function networks(doc: Doc, data: ReportData): void {
  if (data.perNetwork.length === 0) {
    doc.text('No account in this report.');
    return;
  }
  table(
    doc,
    [
      { title: 'Network', width: 90 },
      { title: 'Followers', width: 80 },
      { title: 'Impressions', width: 85 },
      { title: 'Engagements', width: 85 },
      { title: 'Rate', width: 60 },
      { title: 'Published', width: 70 },
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
 * the period before. An absent figure is an empty cell, never 0.
 */
export function renderCsv(data: ReportData): string {
  const rows: unknown[][] = [];
  for (const section of data.sections) {
    if (section === 'summary') for (const row of SUMMARY_ROWS) rows.push(['summary', row.key, '', '', data.overview.totals[row.key].value, data.overview.totals[row.key].previous]);
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
  return toCsv(['section', 'key', 'network', 'day', 'value', 'previous'], rows);
}
