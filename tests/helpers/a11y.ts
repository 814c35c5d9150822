/** Shared settings of the accessibility browser tests (tests/e2e/a11y-*.test.ts). */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {DEFAULT_LOCALE, type Locale} from '@site/src/data/locales';
import {scanSources} from '@site/plugins/inline-translations/loader.cjs';
import {SITE_DIR} from './site';

/** Dutch (the default), Arabic (right to left) and Russian (long words, Cyrillic). */
export const A11Y_LOCALES: Locale[] = ['nl', 'ar', 'ru'];

/**
 * axe's serious and critical violations of its WCAG 2.0 to 2.2 A and AA rules on the page as it is
 * (only violations are listed: passes cost time). Run as `axe.run` in the page itself (the builder's
 * legacy mode): its default runs each frame's part and then merges the parts in a new tab of its own,
 * which doubled every check's time. The one thing the page's own run leaves out is a frame from another
 * origin, so a page with one fails here instead of going unchecked.
 */
export async function seriousViolations(page: Page) {
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url !== 'about:blank' && new URL(url).origin !== origin);
  expect(foreign).toEqual([]);
  const {violations} = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({resultTypes: ['violations']})
    .setLegacyMode()
    .analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export const DESKTOP = {viewport: {width: 1280, height: 800}} as const;
export const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true} as const;

type CodeJson = Record<string, {message: string}>;
const codeJsonCache = new Map<Locale, CodeJson>();
function codeJson(locale: Locale): CodeJson {
  let table = codeJsonCache.get(locale);
  if (!table) {
    const file = path.join(SITE_DIR, 'i18n', locale, 'code.json');
    table = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CodeJson) : {};
    codeJsonCache.set(locale, table);
  }
  return table;
}

let dutchDefaults: Map<string, string> | undefined;

/**
 * The text a page in `locale` shows for message `id`: the locale's code.json,
 * for Dutch the default written in the component (theme ids: i18n/nl/code.json).
 */
export function message(locale: Locale, id: string): string {
  const translated = codeJson(locale)[id]?.message;
  if (translated) return translated;
  if (locale === DEFAULT_LOCALE) {
    dutchDefaults ??= scanSources([path.join(SITE_DIR, 'src')]).defaults as Map<string, string>;
    const dutch = dutchDefaults.get(id);
    if (dutch) return dutch;
  }
  throw new Error(`No ${locale} message for ${id}`);
}

/**
 * Why the focused element's ring is not the site's own or is too faint, or
 * null when it is fine (WCAG 2.4.7, 1.4.11): a solid outline of at least
 * 2 px (not the browser's `auto` ring) whose colour has a contrast of at
 * least 3:1 with every colour behind it (each stop of a gradient, translucent
 * layers blended onto what lies under them).
 */
export function focusRingProblem(page: Page): Promise<string | null> {
  return page.evaluate(ringProblemInPage);
}

/** `focusRingProblem`'s check itself, run in the page (self-contained, so it can also be installed there). */
export function ringProblemInPage(): string | null {
  {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const what = `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const style = getComputedStyle(el);
    if (style.outlineStyle === 'auto') return `${what}: the browser's default ring`;
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'none' || !(width >= 2)) {
      return `${what}: no ring (outline ${style.outlineStyle} ${style.outlineWidth})`;
    }
    type Rgba = [number, number, number, number];
    const colours = (text: string): Rgba[] =>
      (text.match(/rgba?\([^)]*\)/g) ?? []).map((c) => {
        const [r = 0, g = 0, b = 0, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
        return [r, g, b, a];
      });
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (x: Rgba, y: Rgba) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const ring = colours(style.outlineColor)[0];
    if (!ring || ring[3] < 1) return `${what}: a translucent ring (${style.outlineColor})`;
    // The layers the ring is drawn on, nearest first: outside the element
    // (a positive offset), over its parent's background and further out.
    const layers: Rgba[][] = [];
    const start = parseFloat(style.outlineOffset) < 0 ? el : el.parentElement;
    for (let node: Element | null = start; node; node = node.parentElement) {
      const s = getComputedStyle(node);
      const stops = s.backgroundImage.includes('gradient') ? colours(s.backgroundImage) : [];
      const fill = colours(s.backgroundColor)[0] ?? ([0, 0, 0, 0] as Rgba);
      if (stops.length > 0) layers.push(stops);
      if (fill[3] > 0) layers.push([fill]);
      if (fill[3] === 1 || (stops.length > 0 && stops.every((c) => c[3] === 1))) break;
    }
    let behind: Rgba[] = [[255, 255, 255, 1]];
    for (const layer of layers.reverse()) behind = layer.flatMap((c) => behind.map((u) => over(c, u)));
    const worst = Math.min(...behind.map((b) => contrast(ring, b)));
    return worst >= 3 ? null : `${what}: ring ${style.outlineColor} has ${worst.toFixed(2)}:1 against its surroundings`;
  }
}
