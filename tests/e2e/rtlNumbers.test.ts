/**
 * Phone numbers read left to right on the right-to-left Arabic pages: the
 * practice's number in the home page's contact card and in the safety-netting
 * block (UrgentHelp) of a treatment page, and the emergency number 112. A
 * number laid out by the page's RTL direction shows its groups in reverse
 * ("000 000 951 34+"); each digit must sit to the right of the one before it,
 * at phone and at desktop width.
 */
import type {Page} from 'playwright-core';
import {LOCALE_INFO} from '@site/src/data/locales';
import {pagePath} from '@site/src/data/routes';
import {PRACTICE} from '@site/src/data/practice';
import {startSite, waitForHydration, type Site} from '../helpers/browser';

jest.setTimeout(120_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const WIDTHS = [390, 1280] as const;

/**
 * The left edge of every non-space character of the element's text, in
 * logical order, and the text itself.
 */
async function glyphEdges(page: Page, selector: string): Promise<{text: string; lefts: number[]}> {
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((el) => {
    const lefts: number[] = [];
    let text = '';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      for (let i = 0; i < value.length; i++) {
        text += value[i];
        if (!/[0-9+]/.test(value[i]!)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        lefts.push(range.getBoundingClientRect().left);
      }
    }
    return {text, lefts};
  });
}

function expectLeftToRight(where: string, {text, lefts}: {text: string; lefts: number[]}, digits: string): void {
  expect({where, text: text.replace(/\s+/g, ' ').trim()}).toEqual({where, text: expect.stringContaining(digits)});
  const reversed = lefts.flatMap((left, i) => (i > 0 && left <= lefts[i - 1]! ? [i] : []));
  expect({where, text, reversed}).toEqual({where, text, reversed: []});
}

describe.each(WIDTHS.map((w) => [w]))('Arabic at %i px', (width) => {
  const open = async (path: string) => {
    const context = await site.browser.newContext({locale: LOCALE_INFO.ar.region, viewport: {width, height: 900}});
    const page = await context.newPage();
    await page.goto(site.origin + path);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    return {context, page};
  };

  it('the home contact card shows the practice number left to right', async () => {
    const {context, page} = await open(pagePath('home', 'ar'));
    const phone = PRACTICE.phone.ar;
    const card = await glyphEdges(page, `#contact [dir="ltr"]:has-text("${phone.display}")`);
    expectLeftToRight('contact card', card, phone.display);
    await context.close();
  });

  it('the safety-netting block shows the practice number and 112 left to right', async () => {
    const {context, page} = await open(pagePath('hip', 'ar'));
    const phone = PRACTICE.phone.ar;
    expectLeftToRight('urgent phone', await glyphEdges(page, '[data-testid="urgent-phone"]'), phone.display);
    expectLeftToRight('urgent 112', await glyphEdges(page, '[data-testid="urgent-112"]'), '112');
    await context.close();
  });
});
