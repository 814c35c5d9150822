/** Renders a social card to PNG with sharp: texts wrapped as measured in the font, the SVG template filled. */
import sharp from 'sharp';
import {LOCALE_INFO, type Locale} from '../../src/data/locales';
import {SOCIAL_CARD} from '../../src/data/socialCard';
import {processWide} from '../processWide';
import {inThreadPool} from '../threadPool';
import type {SocialCard} from './card';
import {cardSvg, escapeXml, SUBTITLE_SIZE, TEXT_WIDTH} from './template';

/** Widths measured, for the whole build: wrapping measures each line at every size, and locales share names. */
const widths = processWide('social-card-text-widths', () => new Map<string, Promise<number>>());

/** Rendered width in pixels of one line of text (direction does not change the width). */
export function measure(text: string, family: string, size: number, bold: boolean): Promise<number> {
  const font = `${family}${bold ? ' Bold' : ''} ${size}px`;
  const key = `${font}\n${text}`;
  let width = widths.get(key);
  if (!width) {
    // Raw pixels: only the width is read, so nothing is encoded.
    width = inThreadPool(() =>
      sharp({text: {text: escapeXml(text), font, dpi: 72}})
        .raw()
        .toBuffer({resolveWithObject: true}),
    ).then(({info}) => info.width);
    widths.set(key, width);
    width.catch(() => widths.delete(key));
  }
  return width;
}

/** Greedy word wrap to `width` pixels. */
export async function wrap(
  text: string,
  width: number,
  family: string,
  size: number,
  bold: boolean,
): Promise<string[]> {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || (await measure(candidate, family, size, bold)) <= width) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export interface RenderOptions {
  locale: Locale;
  card: SocialCard;
  host: string;
  fontFamily: string;
  logoSvg: string;
}

/** The SVG of a card, texts wrapped; the title shrinks until it fits in three lines. */
export async function cardSvgFor(o: RenderOptions): Promise<string> {
  const rtl = LOCALE_INFO[o.locale].direction === 'rtl';
  let titleSize = 76;
  let titleLines = await wrap(o.card.title, TEXT_WIDTH, o.fontFamily, titleSize, true);
  const tooWide = async (lines: string[], size: number) =>
    (await Promise.all(lines.map((l) => measure(l, o.fontFamily, size, true)))).some((w) => w > TEXT_WIDTH);
  while ((titleLines.length > (titleSize > 60 ? 2 : 3) || (await tooWide(titleLines, titleSize))) && titleSize > 44) {
    titleSize -= 8;
    titleLines = await wrap(o.card.title, TEXT_WIDTH, o.fontFamily, titleSize, true);
  }
  const subtitleLines = await wrap(o.card.subtitle, TEXT_WIDTH, o.fontFamily, SUBTITLE_SIZE, false);
  return cardSvg({
    titleLines,
    titleSize,
    kicker: o.card.kicker,
    subtitleLines,
    places: o.card.places,
    host: o.host,
    rtl,
    lang: o.locale,
    fontFamily: o.fontFamily,
    logoHref: `data:image/svg+xml;base64,${Buffer.from(o.logoSvg).toString('base64')}`,
  });
}

export async function renderCardPng(o: RenderOptions): Promise<Buffer> {
  const svg = await cardSvgFor(o);
  // zlib level 6: level 9 took twice the CPU of the whole card for 10 % fewer bytes.
  return inThreadPool(() =>
    sharp(Buffer.from(svg)).resize(SOCIAL_CARD.width, SOCIAL_CARD.height).png({compressionLevel: 6}).toBuffer(),
  );
}
