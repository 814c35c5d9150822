import {
  browserPreference,
  decide,
  explicitPreference,
  isCrawler,
  normalizeLanguage,
  readCookie,
  type DecisionInput,
  type PreferenceSources,
} from '@site/src/lib/languagePreference';

const none: PreferenceSources = {search: '', cookie: '', localStorage: null, sessionStorage: null};
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function input(overrides: Partial<DecisionInput>): DecisionInput {
  return {
    pathname: '/heupprothese',
    pageLocale: 'nl',
    sources: none,
    browserLanguages: ['nl-NL'],
    userAgent: CHROME,
    offerShown: false,
    ...overrides,
  };
}

describe('normalizeLanguage', () => {
  it('accepts supported languages and region variants', () => {
    expect(normalizeLanguage('en')).toBe('en');
    expect(normalizeLanguage('EN')).toBe('en');
    expect(normalizeLanguage('en-US')).toBe('en');
    expect(normalizeLanguage('ar_SA')).toBe('ar');
    expect(normalizeLanguage(' de ')).toBe('de');
  });

  it('takes any region code of the six languages, as the servers do', () => {
    for (const [value, locale] of [
      ['en-GB', 'en'],
      ['nl-BE', 'nl'],
      ['de-AT', 'de'],
      ['es-MX', 'es'],
      ['es-419', 'es'],
      ['ar-EG', 'ar'],
      ['RU-by', 'ru'],
    ] as const) {
      expect({value, locale: normalizeLanguage(value)}).toEqual({value, locale});
    }
    expect(normalizeLanguage('en-41')).toBeUndefined();
  });

  it('ignores anything else', () => {
    for (const bad of [
      'fr',
      'xx',
      'en-',
      'en-USA-1',
      '<script>',
      'en"><img src=x>',
      '',
      'e',
      'english',
      '../en',
      null,
      undefined,
      42,
    ]) {
      expect(normalizeLanguage(bad)).toBeUndefined();
    }
  });
});

describe('explicitPreference', () => {
  it('follows the order query, cookie, localStorage, sessionStorage', () => {
    const all: PreferenceSources = {search: '?lng=de', cookie: 'i18next=es', localStorage: 'ru', sessionStorage: 'ar'};
    expect(explicitPreference(all)).toBe('de');
    expect(explicitPreference({...all, search: ''})).toBe('es');
    expect(explicitPreference({...all, search: '', cookie: ''})).toBe('ru');
    expect(explicitPreference({...all, search: '', cookie: '', localStorage: null})).toBe('ar');
    expect(explicitPreference(none)).toBeUndefined();
  });

  it('skips invalid values and uses the next valid source', () => {
    expect(explicitPreference({...none, search: '?lng=<script>', localStorage: 'en-US'})).toBe('en');
    expect(explicitPreference({...none, cookie: 'i18next=%E0%A4%A', sessionStorage: 'es'})).toBe('es');
  });

  it('reads the right cookie among others', () => {
    expect(readCookie('a=1; i18nextX=de; i18next=ru', 'i18next')).toBe('ru');
    expect(readCookie('a=1', 'i18next')).toBeUndefined();
  });
});

describe('browserPreference and crawlers', () => {
  it('takes the first supported browser language', () => {
    expect(browserPreference(['fr-FR', 'de-DE', 'en'])).toBe('de');
    expect(browserPreference(['fr', 'it'])).toBeUndefined();
  });

  it('recognises crawlers and Lighthouse', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(
      isCrawler(
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 Chrome-Lighthouse',
      ),
    ).toBe(true);
    expect(isCrawler(CHROME)).toBe(false);
  });
});

describe('decide', () => {
  it('redirects a Dutch page to the equivalent page of an explicit choice', () => {
    expect(decide(input({sources: {...none, localStorage: 'en'}}))).toEqual({
      kind: 'redirect',
      to: '/en/hip-replacement',
    });
    expect(decide(input({pathname: '/', sources: {...none, search: '?lng=ar-SA'}}))).toEqual({
      kind: 'redirect',
      to: '/ar/',
    });
  });

  it('treats an alias as the page it stands for', () => {
    expect(
      decide(input({pathname: '/xx/about-dr-jansen/about-dr-jansen', sources: {...none, localStorage: 'ar'}})),
    ).toEqual({
      kind: 'redirect',
      to: '/ar/an-aldoktor-jansen',
    });
  });

  it('sends an unknown Dutch path to the prefixed path', () => {
    expect(decide(input({pathname: '/unknown', sources: {...none, localStorage: 'ru'}}))).toEqual({
      kind: 'redirect',
      to: '/ru/unknown',
    });
  });

  it('does not redirect when the choice is Dutch, invalid, or the page is already prefixed', () => {
    expect(decide(input({sources: {...none, localStorage: 'nl'}}))).toEqual({kind: 'none'});
    expect(decide(input({sources: {...none, localStorage: 'javascript:alert(1)'}}))).toEqual({kind: 'none'});
    expect(
      decide(input({pathname: '/de/hueftprothese', pageLocale: 'de', sources: {...none, localStorage: 'en'}})),
    ).toEqual({kind: 'none'});
  });

  it('never redirects on the browser language alone; it offers once', () => {
    expect(decide(input({browserLanguages: ['de-DE']}))).toEqual({
      kind: 'offer',
      locale: 'de',
      to: '/de/hueftprothese',
    });
    expect(decide(input({browserLanguages: ['de-DE'], offerShown: true}))).toEqual({kind: 'none'});
    expect(decide(input({browserLanguages: ['fr-FR']}))).toEqual({kind: 'none'});
  });

  it('gives crawlers neither a redirect nor an offer', () => {
    const bot = 'Googlebot/2.1';
    expect(decide(input({userAgent: bot, sources: {...none, localStorage: 'en'}}))).toEqual({kind: 'none'});
    expect(decide(input({userAgent: bot, browserLanguages: ['de']}))).toEqual({kind: 'none'});
  });
});
