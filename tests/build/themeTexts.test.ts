/**
 * The theme's texts show the site's own wording (i18n/<locale>/code.json) in
 * every locale, never Docusaurus's ("Docs pages", "Direct link to {heading}",
 * «إنتقل»): the skip link, "On this page", previous/next and their landmark,
 * back to top and every heading-link title, as built. The phone menu's labels
 * and the 404 page's title appear after hydration: tests/e2e/themeTexts.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, type Locale} from '@site/src/data/locales';
import {isTreatmentPage} from '@site/src/data/routes';
import {ALL_PAGES, SITE_DIR, assertBuildExists, builtPage} from '../helpers/site';

beforeAll(assertBuildExists);

/** The site's own messages of a locale: code.json (for Dutch, the theme texts of i18n/nl/code.json). */
function siteMessages(locale: Locale): Record<string, string> {
  const file = path.join(SITE_DIR, 'i18n', locale, 'code.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(json).map(([id, {message}]) => [id, message]));
}

/** Docusaurus's own wording of its theme texts: English, and the locale's translation where it ships one. */
function docusaurusMessages(locale: Locale): Record<string, string>[] {
  const dir = path.join(SITE_DIR, 'node_modules', '@docusaurus', 'theme-translations', 'locales');
  return ['base', locale]
    .map((name) => path.join(dir, name, 'theme-common.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
}

const THEME_TEXTS = [
  'theme.common.skipToMainContent',
  'theme.TOCCollapsible.toggleButtonLabel',
  'theme.docs.paginator.navAriaLabel',
  'theme.docs.paginator.previous',
  'theme.docs.paginator.next',
  'theme.BackToTopButton.buttonAriaLabel',
  'theme.common.headingLinkTitle',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel',
  'theme.NotFound.title',
];

const text = (el: {textContent: string} | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe.each(LOCALES.map((l) => [l]))('theme texts in %s', (locale) => {
  const messages = siteMessages(locale);
  const message = (id: string) => {
    const m = messages[id];
    if (!m) throw new Error(`i18n/${locale}/code.json has no "${id}"`);
    return m;
  };
  const pages = ALL_PAGES.filter((p) => p.locale === locale);
  const docs = pages.filter((p) => p.page !== 'home');

  it('every theme text the site shows is worded in code.json, and differently from Docusaurus where that reads wrong', () => {
    for (const id of THEME_TEXTS) expect([id, message(id).trim() !== '']).toEqual([id, true]);
    // Docusaurus's landmark name and heading-link title are not this site's words in any language.
    for (const docusaurus of docusaurusMessages(locale)) {
      for (const id of ['theme.docs.paginator.navAriaLabel', 'theme.common.headingLinkTitle']) {
        expect([id, message(id)]).not.toEqual([id, docusaurus[id]]);
      }
    }
  });

  it('the docs sidebar landmark, named in the language of the page', () => {
    const treatment = pages.filter((p) => p.page !== 'home' && p.page !== 'about');
    expect(treatment.length).toBeGreaterThan(0);
    for (const {path: sitePath} of treatment) {
      const nav = builtPage(sitePath).querySelector('nav.menu');
      expect([sitePath, nav?.getAttribute('aria-label')]).toEqual([sitePath, message('theme.docs.sidebar.navAriaLabel')]);
    }
  });

    it('the skip link', () => {
    for (const {path: sitePath} of pages) {
      const link = builtPage(sitePath).querySelector('a[href="#__docusaurus_skipToContent_fallback"]');
      expect([sitePath, text(link)]).toEqual([sitePath, message('theme.common.skipToMainContent')]);
    }
  });

  it('"On this page", back to top, previous/next and their landmark on the pages that have them', () => {
    for (const {page, path: sitePath} of docs) {
      const root = builtPage(sitePath);
      expect([sitePath, text(root.querySelector('.theme-doc-toc-mobile button'))]).toEqual([
        sitePath,
        message('theme.TOCCollapsible.toggleButtonLabel'),
      ]);
      expect([sitePath, root.querySelector('button.theme-back-to-top-button')?.getAttribute('aria-label')]).toEqual([
        sitePath,
        message('theme.BackToTopButton.buttonAriaLabel'),
      ]);
      const pagination = root.querySelectorAll('nav.pagination-nav');
      if (!isTreatmentPage(page)) {
        // No previous or next page: no empty landmark either.
        expect([sitePath, pagination.length]).toEqual([sitePath, 0]);
        continue;
      }
      expect([sitePath, pagination.length]).toEqual([sitePath, 1]);
      expect(pagination[0]!.getAttribute('aria-label')).toBe(message('theme.docs.paginator.navAriaLabel'));
      for (const link of pagination[0]!.querySelectorAll('a.pagination-nav__link')) {
        const id = link.classList.contains('pagination-nav__link--prev')
          ? 'theme.docs.paginator.previous'
          : 'theme.docs.paginator.next';
        expect([sitePath, text(link.querySelector('.pagination-nav__sublabel'))]).toEqual([sitePath, message(id)]);
      }
    }
  });

  it('every heading-link title names its heading after the site’s words', () => {
    const template = message('theme.common.headingLinkTitle');
    let titles = 0;
    for (const {path: sitePath} of pages) {
      for (const link of builtPage(sitePath).querySelectorAll('.hash-link[title]')) {
        const heading = text(link.parentNode).replace(/\u200B/g, '');
        expect([sitePath, link.getAttribute('title')]).toEqual([sitePath, template.replace('{heading}', heading)]);
        titles++;
      }
    }
    expect(titles).toBeGreaterThan(20);
  });

  it('no text or label of any page is Docusaurus’s wording of a theme text the site words itself', () => {
    const own = new Set(Object.values(messages));
    const patterns = docusaurusMessages(locale).flatMap((table) =>
      Object.entries(table)
        .filter(([id]) => !id.endsWith('___DESCRIPTION') && id.startsWith('theme.') && id in messages)
        .filter(([, wording]) => !own.has(wording))
        .map(([id, wording]) => ({
          id,
          re: new RegExp(`^${wording.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*')}$`),
        })),
    );
    expect(patterns.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const {path: sitePath} of [...pages, {path: locale === 'nl' ? '/404' : `/${locale}/404`}]) {
      const root = builtPage(sitePath);
      const strings = [
        ...root.querySelectorAll('[aria-label], [title]').flatMap((el) =>
          ['aria-label', 'title'].map((a) => el.getAttribute(a) ?? '').filter(Boolean),
        ),
        ...root
          .querySelectorAll('body *')
          .filter((el) => !['SCRIPT', 'STYLE'].includes(el.tagName))
          .flatMap((el) => el.childNodes.filter((n) => n.nodeType === 3).map((n) => n.text.trim()))
          .filter(Boolean),
      ];
      for (const s of strings) {
        for (const {id, re} of patterns) if (re.test(s)) found.push(`${sitePath}: ${id} "${s}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
