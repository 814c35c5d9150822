/**
 * One name per treatment and locale: the page's heading (its front-matter
 * title), the home card, the footer link, the procedure in the JSON-LD and
 * the social card's alt text all say the same thing, in every locale. A line
 * of the price list is named by its page's title, or (an operation of the
 * page, src/data/prices.ts) by a name that differs from it on purpose.
 */
import {LOCALES} from '@site/src/data/locales';
import {OPERATION_PRICES} from '@site/src/data/prices';
import {pagePath} from '@site/src/data/routes';
import {TREATMENT_IDS} from '@site/src/data/treatmentIds';
import {assertBuildExists, builtPage} from '../helpers/site';

beforeAll(assertBuildExists);

const text = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

describe.each(LOCALES)('%s', (locale) => {
  it.each(TREATMENT_IDS)('%s has one name everywhere', (id) => {
    const page = builtPage(pagePath(id, locale));
    const name = text(page.querySelector('h1')?.text);
    expect(name).not.toBe('');
    const home = builtPage(pagePath('home', locale));
    const card = home.querySelector(`[data-treatment="${id}"] h3`);
    expect(text(card?.text)).toBe(name);
    const footerLinks = home
      .querySelectorAll('footer a')
      .filter((a) => (a.getAttribute('href') ?? '').replace(/\/$/, '') === pagePath(id, locale).replace(/\/$/, ''));
    expect(footerLinks.map((a) => text(a.text))).toEqual([name]);
    const procedure = page
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as {'@type'?: string; name?: string})
      .find((d) => d['@type'] === 'SurgicalProcedure' || d['@type'] === 'TherapeuticProcedure');
    expect(procedure?.name).toBe(name);
    expect(page.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toContain(name);
  });

  it.each(OPERATION_PRICES.filter((l) => l.page !== undefined).map((l) => [l.key, l]))(
    'the price-list line %s is named as its page says',
    (key, line) => {
      const home = builtPage(pagePath('home', locale));
      const row = text(home.querySelector(`[data-operation="${key}"] th`)?.text);
      const title = text(builtPage(pagePath(line.page!, locale)).querySelector('h1')?.text);
      expect(row).not.toBe('');
      if (line.name === 'page') expect(row).toBe(title);
      else expect(row).not.toBe(title);
    },
  );
});
