/**
 * Build-output checks of the six home pages: the nine
 * sections and five anchors in order, the figures of section 9 formatted for
 * the locale, the visible FAQ, header and footer links, images, and no Dutch
 * text left on a non-Dutch home page.
 */
import type {HTMLElement} from 'node-html-parser';
import {LOCALES, type Locale} from '@site/src/data/locales';
import {TREATMENT_PAGE_IDS, pagePath} from '@site/src/data/routes';
import {isPublished} from '@site/src/lib/alternates';
import {PRACTICE} from '@site/src/data/practice';
import {HERO_RATING_DOTS, STATS, stat} from '@site/src/data/stats';
import {SCHEDULE} from '@site/src/data/schedule';
import {FAQ_OPERATION_WAIT, PUBLIC_WAIT_LIMIT_DAYS, WAITING_TIMES} from '@site/src/data/waitingTimes';
import {CONSULT_PRICES, OPERATION_PRICES, PROSTHESIS_PRICE, REHAB_PRICE, operationPrice} from '@site/src/data/prices';
import {TESTIMONIALS, TESTIMONIAL_AVERAGE} from '@site/src/data/testimonials';
import {TREATMENT_CARDS} from '@site/src/data/treatmentCards';
import {formatFor} from '@site/src/lib/format';
import {UNTRANSLATED, assertBuildExists, builtPage} from '../helpers/site';

beforeAll(assertBuildExists);

const SECTIONS = ['hero', 'specialist', 'clinics', 'partnerships', 'medical-tourism', 'treatments', 'waiting-times', 'testimonials', 'contact'];
const ANCHORS = ['home', 'specialist', 'treatments', 'wachttijden', 'contact'];

const home = (locale: Locale) => builtPage(pagePath('home', locale));
const main = (locale: Locale) => home(locale).querySelector('main')!;
/** Visible text with whitespace collapsed (Intl's no-break spaces kept). */
const text = (el: HTMLElement) => el.textContent.replace(/[ \t\n\r]+/g, ' ');
const section = (locale: Locale, name: string) => main(locale).querySelector(`[data-section="${name}"]`)!;

describe.each(LOCALES)('home page %s', (locale) => {
  const f = formatFor(locale);

  it('has the nine sections in order, each once', () => {
    expect(main(locale).querySelectorAll('[data-section]').map((s) => s.getAttribute('data-section'))).toEqual(SECTIONS);
  });

  it('has the five anchors, in order, on the right sections', () => {
    const ids = home(locale)
      .querySelectorAll('[id]')
      .map((el) => el.id)
      .filter((id) => ANCHORS.includes(id));
    expect(ids).toEqual(ANCHORS);
    expect(home(locale).querySelector('#home')?.getAttribute('data-section')).toBe('hero');
    expect(home(locale).querySelector('#wachttijden')?.getAttribute('data-section')).toBe('waiting-times');
    expect(home(locale).querySelector('#treatments')?.getAttribute('data-section')).toBe('treatments');
  });

  it('has one h1, in the hero', () => {
    const h1s = home(locale).querySelectorAll('h1');
    expect(h1s).toHaveLength(1);
    expect(section(locale, 'hero').querySelector('h1')).not.toBeNull();
  });

  it('shows the statistics, the hero rating with five dots and the review platforms', () => {
    const stats = section(locale, 'specialist')
      .querySelectorAll('[data-stat]')
      .map((el) => [el.getAttribute('data-stat'), text(el)]);
    expect(stats.map(([key]) => key)).toEqual(STATS.map((s) => s.key));
    const rating = stat('rating');
    expect(text(section(locale, 'specialist'))).toContain(f.atLeast(stat('patients').value));
    expect(text(section(locale, 'specialist'))).toContain(f.rating(rating.value, rating.scale!));
    expect(text(section(locale, 'specialist'))).toContain(f.atLeast(stat('years').value));
    expect(stats.find(([key]) => key === 'locations')?.[1]).toContain(f.number(stat('locations').value));
    const hero = section(locale, 'hero');
    expect(hero.querySelector('[data-rating-dots]')?.querySelectorAll('span > span')).toHaveLength(HERO_RATING_DOTS);
    expect(text(hero)).toContain(f.rating(rating.value, rating.scale!));
    expect(text(hero)).toContain(f.atLeast(stat('years').value));
    for (const platform of PRACTICE.reviewPlatforms) {
      const card = section(locale, 'specialist').querySelector(`[data-review="${platform.key}"]`)!;
      expect(text(card)).toContain(f.rating(platform.rating, platform.scale));
      expect(card.querySelector('a')?.getAttribute('href')).toBe(platform.url);
    }
  });

  it('shows the schedule per location', () => {
    const specialist = text(section(locale, 'specialist'));
    for (const [key, schedule] of Object.entries(SCHEDULE)) {
      const place = text(section(locale, 'specialist').querySelector(`[data-location="${key}"]`)!);
      if (schedule.kind === 'weekdays') expect(specialist).toContain(f.weekdays(schedule.weekdays));
      else for (const n of [schedule.days, schedule.infiltrationDays]) expect(place).toContain(f.number(n));
    }
  });

  it('shows waiting times and prices for the four locations', () => {
    const waiting = section(locale, 'waiting-times');
    for (const location of WAITING_TIMES) {
      const card = waiting.querySelector(`[data-waiting="${location.key}"]`)!;
      expect(text(card.querySelector('[data-figure="consultWait"]')!)).toContain(f.duration(location.consultWait));
      expect(text(card.querySelector('[data-figure="operationWait"]')!)).toContain(f.duration(location.operationWait));
    }
    const consult = (key: string) => text(waiting.querySelector(`[data-waiting="${key}"] [data-figure="consultPrice"]`)!);
    expect(consult('marbella_compass')).toContain(f.euro(CONSULT_PRICES.marbella_compass.eur));
    expect(consult('marbella_mso')).toContain(f.euro(CONSULT_PRICES.marbella_mso.eur));
  });

  it('shows the operation price list, the knee arthroscopy first, and the rehabilitation price', () => {
    const rows = section(locale, 'waiting-times')
      .querySelectorAll('[data-operation]')
      .map((row) => [row.getAttribute('data-operation'), text(row.querySelector('td')!)]);
    expect(rows).toEqual(OPERATION_PRICES.map((p) => [p.key, f.euro(p.eur)]));
    expect(rows[0]).toEqual(['arthroscopy', f.euro(operationPrice('arthroscopy'))]);
    expect(text(section(locale, 'partnerships'))).toContain(f.euro(REHAB_PRICE.monthlyFromEur));
  });

  it('states the insurance rules and the 180-day rule', () => {
    const insurance = section(locale, 'waiting-times').querySelector('[data-block="insurance"]')!;
    expect(insurance.querySelectorAll('li')).toHaveLength(4);
    expect(text(insurance)).toContain(f.number(PUBLIC_WAIT_LIMIT_DAYS));
  });

  it('has a visible FAQ with the waiting times and prices', () => {
    const faq = section(locale, 'waiting-times').querySelector('[data-block="faq"]')!;
    const questions = faq.querySelectorAll('dt');
    const answers = faq.querySelectorAll('dd');
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(answers).toHaveLength(questions.length);
    const all = text(faq);
    expect(all).toContain(f.duration(FAQ_OPERATION_WAIT.netherlands));
    expect(all).toContain(f.duration(FAQ_OPERATION_WAIT.spain));
    expect(all).toContain(f.euro(PROSTHESIS_PRICE));
    expect(all).toContain(f.euro(operationPrice('arthroscopy')));
  });

  it('shows the testimonials, each with its rating, and the average', () => {
    const testimonials = section(locale, 'testimonials');
    const ratings = testimonials.querySelectorAll('[data-testimonial]').map((t) => text(t.querySelector('[data-rating]')!));
    expect(ratings).toEqual(TESTIMONIALS.map((t) => f.rating(t.rating, t.scale)));
    expect(text(testimonials.querySelector('[data-average]')!)).toBe(f.rating(TESTIMONIAL_AVERAGE.rating, TESTIMONIAL_AVERAGE.scale));
  });

  it('links each treatment card to this locale’s treatment page', () => {
    const links = section(locale, 'treatments')
      .querySelectorAll('[data-treatment-link]')
      .map((a) => [a.getAttribute('data-treatment-link'), a.getAttribute('href')]);
    expect(links).toEqual(TREATMENT_CARDS.map((c) => [c.key, pagePath(c.key, locale)]));
  });

  it('opens every external link in a new tab with noopener noreferrer', () => {
    const external = home(locale)
      .querySelectorAll('a[href^="http"]')
      .filter((a) => !a.getAttribute('href')!.startsWith('/'));
    expect(external.length).toBeGreaterThanOrEqual(15);
    for (const a of external) {
      expect({href: a.getAttribute('href'), target: a.getAttribute('target')}).toEqual({href: a.getAttribute('href'), target: '_blank'});
      expect((a.getAttribute('rel') ?? '').split(/\s+/).sort()).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
    const clinicLinks = section(locale, 'clinics').querySelectorAll('[data-clinic-link]').map((a) => a.getAttribute('href'));
    expect(clinicLinks.sort()).toEqual(PRACTICE.clinics.map((c) => c.url).sort());
    const partnerLinks = section(locale, 'partnerships').querySelectorAll('[data-partner-link]').map((a) => a.getAttribute('href'));
    expect(partnerLinks).toEqual(PRACTICE.partners.map((p) => p.url));
    expect(main(locale).querySelector('[data-cta="booking"]')?.getAttribute('href')).toBe(PRACTICE.bookingUrl);
    expect(main(locale).querySelector('[data-contact="online"] a')?.getAttribute('target')).toBe('_blank');
  });

  it('has contact cards for phone, e-mail and online booking', () => {
    const contact = section(locale, 'contact');
    expect(contact.querySelector('[data-contact="phone"] a')?.getAttribute('href')).toBe(`tel:${PRACTICE.phone[locale].e164}`);
    expect(contact.querySelector('[data-contact="email"] a')?.getAttribute('href')).toBe(`mailto:${PRACTICE.email}`);
    expect(contact.querySelector('[data-contact="online"] a')?.getAttribute('href')).toBe(PRACTICE.bookingUrl);
    const tourism = section(locale, 'medical-tourism');
    expect(tourism.querySelectorAll('[data-route] ol li').length).toBeGreaterThanOrEqual(8);
    expect(tourism.querySelector('[data-cta="intake"]')?.getAttribute('href')).toBe(PRACTICE.bookingUrl);
  });

  it('gives every image a size and a meaningful alt text', () => {
    const images = main(locale).querySelectorAll('img');
    expect(images.length).toBeGreaterThanOrEqual(13);
    for (const img of images) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
      expect(img.getAttribute('alt')?.trim().length).toBeGreaterThan(3);
    }
  });

  it('has a header with the section links, my story, phone and booking', () => {
    const navbar = home(locale).querySelector('nav.navbar')!;
    const hrefs = navbar.querySelectorAll('a').map((a) => a.getAttribute('href'));
    for (const anchor of ANCHORS) expect(hrefs).toContain(`${pagePath('home', locale)}#${anchor}`);
    expect(hrefs).toContain(pagePath('about', locale));
    expect(hrefs).toContain(`tel:${PRACTICE.phone[locale].e164}`);
    const booking = navbar.querySelector('[data-cta="navbar-booking"]')!;
    expect(booking.getAttribute('href')).toBe(PRACTICE.bookingUrl);
    expect(booking.getAttribute('target')).toBe('_blank');
  });

  it('has a footer with anchors, the treatment links of the locale, the social links, ratings and this year', () => {
    const footer = home(locale).querySelector('[data-footer]')!;
    const hrefs = footer.querySelectorAll('a').map((a) => a.getAttribute('href'));
    for (const anchor of ANCHORS) expect(hrefs).toContain(`${pagePath('home', locale)}#${anchor}`);
    // Every treatment page of the registry, in its order, but one not translated into this locale yet.
    const treatments = TREATMENT_PAGE_IDS.filter((p) => isPublished(p, locale, UNTRANSLATED));
    expect(footer.querySelectorAll('[data-footer-treatment]').map((a) => a.getAttribute('href'))).toEqual(treatments.map((p) => pagePath(p, locale)));
    expect(footer.querySelectorAll('[data-social]').map((a) => a.getAttribute('href'))).toEqual(PRACTICE.social.map((s) => s.url));
    for (const p of PRACTICE.reviewPlatforms) expect(text(footer)).toContain(f.rating(p.rating, p.scale));
    expect(text(footer.querySelector('[data-copyright]')!)).toContain(String(new Date().getFullYear()));
  });
});

describe('no Dutch left on non-Dutch home pages', () => {
  // Every Dutch sentence or label of the home page (leaf texts of 12+
  // characters and at least two words), except names that are the same in
  // every language. Single words are left out: some are spelled alike in
  // German (Knieprothese).
  const names = [
    PRACTICE.practiceName,
    PRACTICE.email,
    ...PRACTICE.clinics.map((c) => c.name),
    ...PRACTICE.partners.map((p) => p.name),
    ...PRACTICE.reviewPlatforms.map((p) => p.name),
    ...Object.values(PRACTICE.phone).map((p) => p.display),
  ];
  const leafTexts = (root: HTMLElement) =>
    root
      .querySelectorAll('main *, footer *, nav.navbar *')
      .filter((el) => el.childNodes.every((n) => n.nodeType === 3))
      .map((el) => text(el).trim())
      .filter((t) => t.length >= 12 && /\p{L}\s+\p{L}/u.test(t) && !names.some((n) => t.includes(n)));
  const dutch = () => [...new Set(leafTexts(home('nl')))];

  it('collects enough Dutch text to compare', () => {
    expect(dutch().length).toBeGreaterThan(120);
  });

  it.each(LOCALES.filter((l) => l !== 'nl'))('%s contains none of it', (locale) => {
    const page = text(home(locale).querySelector('body')!);
    expect(dutch().filter((t) => page.includes(t))).toEqual([]);
  });
});
