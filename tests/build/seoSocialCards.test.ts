/**
 * Every social image a built page references exists in the build and is a
 * 1200×630 PNG, as its og:image:width/height say.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {DEFAULT_SITE_URL} from '@site/src/data/site';
import {LOCALES} from '@site/src/data/locales';
import {SOCIAL_CARD} from '@site/src/data/socialCard';
import {ALL_PAGES, BUILD_DIR, assertBuildExists, builtPage, parseHtml} from '../helpers/site';

const SITE_URL = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

beforeAll(assertBuildExists);

function imageFile(url: string): string {
  expect(url.startsWith(`${SITE_URL}/`)).toBe(true);
  return path.join(BUILD_DIR, decodeURIComponent(url.slice(SITE_URL.length + 1)));
}

const notFoundPages = LOCALES.map((l) => (l === 'nl' ? '404.html' : `${l}/404.html`));

describe('social cards', () => {
  it.each(ALL_PAGES)('$path: og:image and twitter:image exist and are 1200×630 PNGs', async ({path: sitePath}) => {
    const head = builtPage(sitePath).querySelector('head')!;
    const urls = [
      ...head.querySelectorAll('meta[property="og:image"]'),
      ...head.querySelectorAll('meta[name="twitter:image"]'),
    ].map((m) => m.getAttribute('content')!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const file = imageFile(url);
      expect([url, fs.existsSync(file)]).toEqual([url, true]);
      const meta = await sharp(file).metadata();
      expect([url, meta.format, meta.width, meta.height]).toEqual([url, 'png', SOCIAL_CARD.width, SOCIAL_CARD.height]);
    }
  });

  it.each(notFoundPages)('%s: its (fallback) image exists too', async (file) => {
    const head = parseHtml(fs.readFileSync(path.join(BUILD_DIR, file), 'utf8')).querySelector('head')!;
    for (const m of head.querySelectorAll('meta[property="og:image"]')) {
      const img = imageFile(m.getAttribute('content')!);
      expect(fs.existsSync(img)).toBe(true);
    }
  });

  it('gives each locale its own cards (different files per language)', async () => {
    const sizes = new Set(LOCALES.map((l) => fs.statSync(path.join(BUILD_DIR, l === 'nl' ? '' : l, 'img/social/hip.png')).size));
    expect(sizes.size).toBe(LOCALES.length);
  });
});
