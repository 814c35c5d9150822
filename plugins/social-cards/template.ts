/**
 * The one SVG template every social card is drawn from (1200×630). Pure:
 * text is already wrapped into lines by the caller; right-to-left locales
 * mirror the layout and set `direction="rtl"` so librsvg shapes and orders
 * the text correctly.
 */
import {SOCIAL_CARD} from '../../src/data/socialCard';

export interface CardLayout {
  /** Lines of the big title, already wrapped. */
  titleLines: string[];
  titleSize: number;
  kicker: string;
  subtitleLines: string[];
  places: string;
  host: string;
  rtl: boolean;
  lang: string;
  fontFamily: string;
  /** `data:` URI of the logo. */
  logoHref: string;
}

export const MARGIN = 80;
export const TEXT_WIDTH = SOCIAL_CARD.width - 2 * MARGIN;
export const SUBTITLE_SIZE = 36;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function cardSvg(c: CardLayout): string {
  const {width, height} = SOCIAL_CARD;
  // x measured from the start edge; mirrored for right-to-left.
  const x = (fromStart: number) => (c.rtl ? width - fromStart : fromStart);
  const dir = c.rtl ? 'rtl' : 'ltr';
  const text = (
    fromStart: number,
    y: number,
    size: number,
    weight: number,
    fill: string,
    content: string,
    anchor: 'start' | 'end' = 'start',
  ) =>
    `<text x="${x(fromStart)}" y="${y}" font-family="${escapeXml(c.fontFamily)}" font-size="${size}" font-weight="${weight}" fill="${fill}" direction="${dir}" text-anchor="${anchor}" xml:lang="${c.lang}">${escapeXml(content)}</text>`;

  const logoSize = 88;
  const logoY = 64;
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b5cad"/><stop offset="1" stop-color="#063a6e"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    // Two soft rings on the end side, away from the text.
    `<circle cx="${x(width - 40)}" cy="110" r="230" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="60"/>`,
    `<circle cx="${x(width - 40)}" cy="110" r="110" fill="#ffffff" fill-opacity="0.06"/>`,
    // The logo on a white tile, so its blue square stands out from the blue background.
    `<rect x="${c.rtl ? width - MARGIN - logoSize - 8 : MARGIN - 8}" y="${logoY - 8}" width="${logoSize + 16}" height="${logoSize + 16}" rx="24" fill="#ffffff"/>`,
    `<image x="${c.rtl ? width - MARGIN - logoSize : MARGIN}" y="${logoY}" width="${logoSize}" height="${logoSize}" href="${c.logoHref}"/>`,
  );
  if (c.kicker) parts.push(text(MARGIN + logoSize + 28, logoY + 58, 40, 700, '#ffffff', c.kicker));

  const lineHeight = Math.round(c.titleSize * 1.18);
  const titleBlock = c.titleLines.length * lineHeight;
  const subtitleBlock = c.subtitleLines.length * Math.round(SUBTITLE_SIZE * 1.35);
  // Title and subtitle centred vertically between the logo row and the footer rule.
  const top = 190;
  const bottom = 500;
  let y = Math.round(top + (bottom - top - titleBlock - 24 - subtitleBlock) / 2 + c.titleSize);
  for (const line of c.titleLines) {
    parts.push(text(MARGIN, y, c.titleSize, 700, '#ffffff', line));
    y += lineHeight;
  }
  y += 24 - lineHeight + Math.round(SUBTITLE_SIZE * 1.35);
  for (const line of c.subtitleLines) {
    parts.push(text(MARGIN, y, SUBTITLE_SIZE, 400, '#d6e6f7', line));
    y += Math.round(SUBTITLE_SIZE * 1.35);
  }

  parts.push(
    `<rect x="${c.rtl ? width - MARGIN - 120 : MARGIN}" y="524" width="120" height="6" rx="3" fill="#7cc4ff"/>`,
    text(MARGIN, 580, 30, 400, '#ffffff', c.places),
    text(width - MARGIN, 580, 26, 400, '#b9d3ee', c.host, 'end'),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
