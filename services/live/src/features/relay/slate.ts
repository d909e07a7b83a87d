import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@cadence/contracts';

/** The holding slate's words in the language of whoever went live. */
const RIGHT_BACK: Record<Language, string> = {
  en: "We'll be right back",
  fr: 'Nous revenons tout de suite',
  ro: 'Revenim imediat',
  zh: '马上回来',
};

const BACKGROUND = '#1f2433';
/** Fonts with Latin and Chinese glyphs (DejaVu, WenQuanYi), then whatever sans-serif the system has. */
const FONTS = "'DejaVu Sans', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', sans-serif";
const TITLE_MAX = 80;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The slate as SVG: "We'll be right back" over the stream's title, centred on the brand's dark blue. */
export function slateSvg(title: string, language: Language, size: { width: number; height: number }): string {
  const { width, height } = size;
  const short = [...title.trim()].length > TITLE_MAX ? `${[...title.trim()].slice(0, TITLE_MAX - 1).join('')}…` : title.trim();
  const big = Math.round(height / 11);
  const small = Math.round(height / 22);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${BACKGROUND}"/>`,
    `<text x="50%" y="${Math.round(height * 0.47)}" font-family="${FONTS}" font-size="${big}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(RIGHT_BACK[language])}</text>`,
    short ? `<text x="50%" y="${Math.round(height * 0.47) + big + small}" font-family="${FONTS}" font-size="${small}" fill="#c7cbe0" text-anchor="middle">${escapeXml(short)}</text>` : '',
    '</svg>',
  ].join('');
}

/**
 * Renders an event's slate to a PNG under `dir` (sharp, loaded on first use) and answers its
 * path, for ffmpeg to loop while the source is away.
 */
export async function renderSlate(dir: string, eventId: number, title: string, language: Language, size: { width: number; height: number }): Promise<string> {
  const { default: sharp } = await import('sharp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `slate-${eventId}-${size.width}x${size.height}.png`);
  await sharp(Buffer.from(slateSvg(title, language, size))).png().toFile(file);
  return file;
}
