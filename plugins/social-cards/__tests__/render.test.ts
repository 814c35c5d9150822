import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {LOCALES} from '../../../src/data/locales';
import {SOCIAL_CARD} from '../../../src/data/socialCard';
import {loadSiteTexts} from '../../site-texts';
import {socialCard} from '../card';
import {pickFontFamily} from '../fonts';
import {cardSvgFor, measure, renderCardPng} from '../render';
import {TEXT_WIDTH} from '../template';

const logoSvg = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'static', 'img', 'logo.svg'), 'utf8');
const outDir = process.env.SOCIAL_CARDS_PREVIEW_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
const fontFamily = pickFontFamily();

jest.setTimeout(30000);

describe('social card rendering', () => {
  it('finds a font that covers Latin, Cyrillic and Arabic', () => {
    expect(fontFamily).toEqual(expect.any(String));
  });

  it('draws Arabic and Cyrillic glyphs, not missing-glyph boxes', async () => {
    // Distinct letters have distinct widths; a font without the script draws equal boxes.
    const widths = async (letters: string[]) => Promise.all(letters.map((l) => measure(l, fontFamily, 64, false)));
    expect(new Set(await widths(['ا', 'م', 'ش', 'ك'])).size).toBeGreaterThan(1);
    expect(new Set(await widths(['ш', 'л', 'ж', 'г'])).size).toBeGreaterThan(1);
  });

  it.each(LOCALES)('renders every card of %s at 1200×630 with the title inside the margins', async (locale) => {
    for (const page of ['home', 'hip', 'revision'] as const) {
      const card = socialCard(page, loadSiteTexts(path.join(__dirname, '..', '..', '..'), locale));
      const svg = await cardSvgFor({locale, card, host: 'dr-jansen.example', fontFamily, logoSvg});
      expect(svg).toContain(`direction="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
      const file = path.join(outDir, `${locale}-${page}.png`);
      fs.writeFileSync(file, await renderCardPng({locale, card, host: 'dr-jansen.example', fontFamily, logoSvg}));
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', SOCIAL_CARD.width, SOCIAL_CARD.height]);
      // Every title word appears in the SVG (nothing dropped by wrapping), lines fit the width.
      const titles = [...svg.matchAll(/font-size="(\d+)" font-weight="700"[^>]*>([^<]*)</g)]
        .map((m) => ({size: Number(m[1]), text: m[2]!}))
        .filter((t) => t.text !== card.kicker);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.map((t) => t.text).join(' ')).toBe(card.title.split(/\s+/).join(' '));
      for (const t of titles) expect(await measure(t.text, fontFamily, t.size, true)).toBeLessThanOrEqual(TEXT_WIDTH);
    }
  });
});
