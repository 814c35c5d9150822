/**
 * The servers' routing rules (scripts/server-config/rules.ts) say what the
 * route table says: for a corpus of paths, the canonical URL the rules give
 * is the one `matchPath`/`redirectTarget` give. Both the Node server and the
 * generated nginx config evaluate these rules, so this is where their
 * routing is proven against the table; tests/e2e/server.test.ts proves the
 * two servers then answer alike.
 */
import {LOCALES} from '@site/src/data/locales';
import {PAGE_IDS, ROUTES, allRedirects, matchPath, pagePath, redirectTarget} from '@site/src/data/routes';
import {
  EXPLICIT_DUTCH_QUERY,
  HIDDEN_FILE,
  aliasTarget,
  caseInsensitive,
  canonicalFor,
  notFoundPage,
  routeRules,
} from '@site/scripts/server-config/rules';
import {literal, mapKey, renderNginx} from '@site/scripts/server-config/nginx';

const rules = routeRules();

/** What the route table says a normalised path is: its canonical URL, or undefined. */
function expected(normalized: string): string | undefined {
  const base = normalized.replace(/\/index\.html$/, '/');
  const alias = redirectTarget(base);
  if (alias !== undefined) return aliasTarget(base, alias);
  const match = matchPath(base);
  if (match && base.split('/').filter(Boolean).length <= (match.locale === 'nl' ? 1 : 2)) {
    return pagePath(match.page, match.locale);
  }
  return undefined;
}

function corpus(): string[] {
  const paths = new Set<string>(['/', '/index.html', '/nl', '/NL', '/nl-nl/', '/xx', '/xx/', '/img/logo.svg']);
  for (const {from, to} of allRedirects()) {
    for (const p of [from, to]) {
      paths.add(p);
      paths.add(`${p}/`.replace(/\/\/$/, '/'));
      paths.add(`${p}/index.html`.replace(/\/\/index/, '/index'));
      paths.add(p.toUpperCase());
      paths.add(`${p}/extra`);
    }
  }
  const abouts = LOCALES.map((l) => ROUTES.about[l]);
  for (const first of ['', 'xx', 'EN', 'en', 'nl', 'nl-NL', 'en-US', 'De', 'ar-sa', 'zz-ZZ', 'a/b']) {
    for (const about of abouts) {
      paths.add(`${first ? `/${first}` : ''}/${about}/${about}`);
      paths.add(`${first ? `/${first}` : ''}/${about}/${about}/`);
      paths.add(`${first ? `/${first}` : ''}/${about}`);
    }
  }
  for (const locale of LOCALES) {
    for (const page of PAGE_IDS) {
      for (const other of LOCALES) paths.add(`/${locale}/${ROUTES[page][other]}`);
    }
  }
  return [...paths];
}

describe('server routing rules', () => {
  it('agree with matchPath and redirectTarget on every path of the corpus', () => {
    const paths = corpus();
    expect(paths.length).toBeGreaterThan(700);
    const disagreements = paths
      .map((p) => ({p, rules: canonicalFor(p, rules), table: expected(p)}))
      .filter((r) => r.rules !== r.table && !(r.table === undefined && r.rules !== undefined && /[A-Z]/.test(r.p)));
    expect(disagreements).toEqual([]);
  });

  it('send a path in another letter case to its page too (nginx matches exact paths case-insensitively)', () => {
    expect(canonicalFor('/EN/HIP-REPLACEMENT', rules)).toBe('/en/hip-replacement');
    expect(canonicalFor('/Heupprothese/', rules)).toBe('/heupprothese');
    expect([...rules.exact.keys()].every((k) => k === k.toLowerCase())).toBe(true);
  });

  it('name each canonical page by itself and every other form by its canonical URL', () => {
    for (const locale of LOCALES) {
      for (const page of PAGE_IDS) {
        const canonical = pagePath(page, locale);
        expect(canonicalFor(canonical, rules)).toBe(canonical);
        if (!canonical.endsWith('/')) expect(canonicalFor(`${canonical}/`, rules)).toBe(canonical);
        expect(canonicalFor(`${canonical.replace(/\/$/, '')}/index.html`, rules)).toBe(canonical);
      }
    }
    expect(canonicalFor('/en', rules)).toBe('/en/');
  });

  it('mark an explicit Dutch prefix as a language choice', () => {
    expect(canonicalFor('/nl/knieprothese', rules)).toBe(`/knieprothese?${EXPLICIT_DUTCH_QUERY}`);
    expect(canonicalFor('/NL-nl/', rules)).toBe(`/?${EXPLICIT_DUTCH_QUERY}`);
    expect(canonicalFor('/en-US/knee-replacement', rules)).toBe('/en/knee-replacement');
  });

  it('keep the config files and precompressed twins hidden, and pick the 404 page by the first segment', () => {
    for (const p of ['/_headers', '/en/_headers', '/_redirects', '/x.js.gz', '/x.html.br'])
      expect(HIDDEN_FILE.test(p)).toBe(true);
    for (const p of ['/robots.txt', '/assets/js/main.js', '/headers']) expect(HIDDEN_FILE.test(p)).toBe(false);
    expect(notFoundPage('/en/x')).toBe('/en/404.html');
    expect(notFoundPage('/en')).toBe('/en/404.html');
    expect(notFoundPage('/EN/x')).toBe('/404.html');
    expect(notFoundPage('/english')).toBe('/404.html');
    expect(notFoundPage('/x')).toBe('/404.html');
  });

  it('write patterns that mean the same in JavaScript and PCRE', () => {
    expect(caseInsensitive('en-US')).toBe('[eE][nN]\\-[uU][sS]');
    for (const {pattern} of rules.patterns) {
      // No JavaScript-only or PCRE-only syntax: no lookbehind, no inline flags, no named groups.
      expect(pattern).not.toMatch(/\(\?[<i!=]/);
      expect(() => new RegExp(pattern)).not.toThrow();
    }
  });
});

describe('nginx config', () => {
  const config = renderNginx({
    root: '/srv/site',
    listen: '8080',
    headers: {'Content-Security-Policy': "default-src 'none'", 'X-Content-Type-Options': 'nosniff'},
    rules,
    brotli: true,
  });

  it('quotes constants safely and refuses what nginx would read as a variable or a line break', () => {
    expect(literal('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(() => literal('$host')).toThrow();
    expect(() => literal('a\r\nSet-Cookie: x')).toThrow();
    expect(mapKey('~^/a\\.b$')).toBe('"~^/a\\\\.b$"');
  });

  it('has every rule, the headers with always, and the server settings the issue asks for', () => {
    for (const [from] of rules.exact) expect(config).toContain(`"${from}"`);
    expect(config.match(/^ {2}"~/gm)!.length).toBeGreaterThanOrEqual(rules.patterns.length);
    expect(config).toContain(`add_header Content-Security-Policy "default-src 'none'" always;`);
    for (const directive of [
      'absolute_redirect off;',
      'gzip_static on;',
      'brotli_static on;',
      'server_tokens off;',
      'listen 8080;',
      'root "/srv/site";',
      'return 405;',
    ]) {
      expect(config).toContain(directive);
    }
    // Redirects only ever go to constants of the route table, never to the decoded $uri.
    expect(config).not.toMatch(/return 30\d [^;]*\$uri/);
  });

  it('leaves brotli out when the module is not there', () => {
    expect(renderNginx({root: '/srv', listen: '80', headers: {}, rules, brotli: false})).not.toContain('brotli');
  });
});
