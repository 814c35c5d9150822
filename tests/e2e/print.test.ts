/**
 * Treatment pages printed as patient leaflets (A4, Chromium's own PDF
 * output, read back with pdfjs): the Dutch hip page and the Arabic knee page
 * fit on at most six pages, print only the article (no navigation, toast,
 * footer, back link or buttons), carry the practice's phone and the page's
 * own address in a header, and keep the urgent-help block on one page. The
 * print button is a real button in the page's language on every treatment
 * page, calls the browser's print, and is hidden in print.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {LOCALES, type Locale} from '@site/src/data/locales';
import {pagePath, TREATMENT_PAGE_IDS, type DocPageId, type TreatmentPageId} from '@site/src/data/routes';
import {PRACTICE} from '@site/src/data/practice';
import {DEFAULT_SITE_URL} from '@site/src/data/site';
import {collectErrors, startSite, waitForHydration, type Site} from '../helpers/browser';
import {pageHasPhrase, pdfPages, words} from '../helpers/pdf';

jest.setTimeout(240_000);

/** The longest leaflet the issue allows (A4). */
const MAX_PAGES = 6;
const START = 'LEAFLETBLOCKSTART';
const END = 'LEAFLETBLOCKEND';

let site: Site;
let dir: string;
beforeAll(async () => {
  site = await startSite();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaflet-'));
});
afterAll(async () => {
  await site?.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

async function open(locale: Locale, id: DocPageId, width = 1280): Promise<{page: Page; errors: string[]}> {
  const context = await site.browser.newContext({viewport: {width, height: 900}, locale});
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.origin + pagePath(id, locale));
  await waitForHydration(page);
  return {page, errors};
}

interface Leaflet {
  pages: string[];
  /** The article's pictures as printing started: address, whether loaded, natural width. */
  images: {src: string; complete: boolean; width: number}[];
  /** The words of the review block at the article's end. */
  review: string[];
  /** Texts of what must not print: navigation, footer, toast, back link, buttons (those the article does not say too). */
  chrome: string[];
}

/** Prints the page to an A4 PDF, with a marker at the top and the bottom edge of the urgent-help block. */
async function printLeaflet(page: Page, name: string): Promise<Leaflet> {
  const chrome = await page.evaluate(
    ({start, end}) => {
      const block = document.querySelector<HTMLElement>('[data-testid=urgent-help]')!;
      // Positioned, so the markers sit on its edges; nothing moves.
      block.style.position = 'relative';
      for (const [edge, text] of [
        ['top', start],
        ['bottom', end],
      ] as const) {
        const marker = document.createElement('span');
        marker.textContent = text;
        marker.style.cssText = `position:absolute;${edge}:0;inset-inline-start:0;font:4px/1 sans-serif;direction:ltr`;
        block.append(marker);
      }
      // What the leaflet does print: the article and its header.
      const printed = ['article header', 'article .markdown', '[data-testid=print-header]', '[data-testid=page-review]']
        .map((s) => document.querySelector(s)?.textContent ?? '')
        .join(' ');
      const selectors = [
        '.navbar a',
        '.navbar button',
        '#__docusaurus > footer a',
        '#__docusaurus > footer p',
        '.pagination-nav a',
        '.theme-doc-toc-mobile button',
        '[data-testid=back-to-treatments]',
        '[data-testid=print-button]',
        '[data-testid=cta-card] a',
        '[data-sonner-toaster] li',
      ];
      const texts = selectors.flatMap((s) =>
        Array.from(document.querySelectorAll(s)).map((el) => el.textContent ?? ''),
      );
      const images = Array.from(document.querySelectorAll('article img')).map((img) => ({
        src: img.getAttribute('src') ?? '',
        complete: (img as HTMLImageElement).complete,
        width: (img as HTMLImageElement).naturalWidth,
      }));
      const review = document.querySelector('[data-testid=page-review]')?.textContent ?? '';
      return {
        texts: texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t.length > 2),
        printed,
        images,
        review,
      };
    },
    {start: START, end: END},
  );
  const article = ` ${words(chrome.printed).join(' ')} `;
  const file = path.join(dir, `${name}.pdf`);
  await page.pdf({path: file, format: 'A4', printBackground: true});
  return {
    images: chrome.images,
    review: words(chrome.review),
    pages: pdfPages(file),
    chrome: chrome.texts.filter((text) => !article.includes(` ${words(text).join(' ')} `)),
  };
}

describe.each([
  ['nl', 'hip'],
  ['ar', 'knee'],
  ['ru', 'revision'],
] as [Locale, TreatmentPageId][])('%s %s printed on A4', (locale, id) => {
  let leaflet: Leaflet;
  beforeAll(async () => {
    const {page, errors} = await open(locale, id);
    try {
      leaflet = await printLeaflet(page, `${locale}-${id}`);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test(`fits on at most ${MAX_PAGES} pages`, () => {
    expect(leaflet.pages.length).toBeGreaterThan(1);
    expect(leaflet.pages.length).toBeLessThanOrEqual(MAX_PAGES);
  });

  test('prints no navigation, footer, toast, back link or buttons', () => {
    expect(leaflet.chrome.length).toBeGreaterThan(5);
    const printed = leaflet.chrome.filter((text) => leaflet.pages.some((p) => pageHasPhrase(p, text)));
    expect(printed).toEqual([]);
  });

  test("carries the practice's name and phone, left to right, and the page's own address in its header", () => {
    const first = leaflet.pages[0]!;
    expect(first).toContain(PRACTICE.practiceName);
    // Drawn left to right in Arabic too: the digits come out in reading order.
    expect(first).toContain(PRACTICE.phone[locale].display);
    expect(first).toContain(DEFAULT_SITE_URL + pagePath(id, locale));
  });

  test('prints every article picture: all loaded when printing starts, without scrolling', () => {
    // The hip and knee pages have drawings; the revision page has none.
    if (id !== 'revision') expect(leaflet.images.length).toBeGreaterThan(0);
    expect(leaflet.images.filter((img) => !img.complete || img.width === 0)).toEqual([]);
  });

  test('keeps the review whole: no page holds a part of it cut from the rest', () => {
    // The review's first and last words (the disclaimer's start, the last date line's end), each
    // within a line, on the same page: the last page each is on (the print header repeats a date).
    const lastPageWith = (phrase: string[]) =>
      Math.max(-1, ...leaflet.pages.flatMap((p, i) => (pageHasPhrase(p, phrase.join(' ')) ? [i] : [])));
    // (Not on the Arabic page: its PDF text splits words where the letters join, see helpers/pdf.)
    if (locale === 'ar') return;
    const first = lastPageWith(leaflet.review.slice(0, 4));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(lastPageWith(leaflet.review.slice(-4))).toBe(first);
  });

  test('keeps the urgent-help block on one page', () => {
    const starts = leaflet.pages.flatMap((p, i) => (p.includes(START) ? [i] : []));
    const ends = leaflet.pages.flatMap((p, i) => (p.includes(END) ? [i] : []));
    expect(starts).toHaveLength(1);
    expect(ends).toEqual(starts);
  });
});

// Every locale, each on another treatment page: the same wrapper puts the button on all of them;
// and the about page, which prints as a leaflet too.
const buttonCases: (readonly [Locale, DocPageId])[] = [
  ...LOCALES.map((locale, i) => [locale, TREATMENT_PAGE_IDS[i % TREATMENT_PAGE_IDS.length]!] as const),
  ['nl', 'about'],
  ['ar', 'about'],
];

describe('the print button', () => {
  test.each(buttonCases)(
    '%s %s: a real button in the page language that prints, hidden in print',
    async (locale, id) => {
      const {page, errors} = await open(locale, id, 390);
      try {
        const button = page.getByTestId('print-button');
        await expect(button.isVisible()).resolves.toBe(true);
        expect(await button.evaluate((el) => el.tagName)).toBe('BUTTON');
        const text = (await button.textContent()) ?? '';
        if (locale !== 'nl') expect(words(text)).not.toEqual(words('Pagina afdrukken'));
        expect(text.trim().length).toBeGreaterThan(3);
        await page.evaluate(() => {
          (window as unknown as {printed: number}).printed = 0;
          window.print = () => void (window as unknown as {printed: number}).printed++;
        });
        await button.click();
        expect(await page.evaluate(() => (window as unknown as {printed: number}).printed)).toBe(1);
        await page.emulateMedia({media: 'print'});
        await expect(button.isVisible()).resolves.toBe(false);
        await expect(page.getByTestId('print-header').isVisible()).resolves.toBe(true);
        await page.emulateMedia({media: 'screen'});
        await expect(page.getByTestId('print-header').isVisible()).resolves.toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );
});

describe('es infiltrations printed on A4', () => {
  test('each clinic card stays on one page', async () => {
    const {page, errors} = await open('es', 'infiltrations');
    try {
      const cards = await page
        .locator('[data-clinic]')
        .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText));
      expect(cards.length).toBeGreaterThan(1);
      const file = path.join(dir, 'es-infiltrations.pdf');
      await page.pdf({path: file, format: 'A4', printBackground: true});
      const pages = pdfPages(file).map((p) => ` ${words(p).join(' ')} `);
      // A card is whole on a page that holds every one of its words (the grid's columns
      // may interleave the cards' lines in the PDF's text).
      const split = cards.filter((card) => pages.every((p) => words(card).some((w) => !p.includes(` ${w} `))));
      expect(split).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
