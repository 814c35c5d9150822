/**
 * The servers' routing rules (scripts/server-config/rules.ts) say what the
 * route table says: for a corpus of paths, the canonical URL the rules give
 * is the one `matchPath`/`redirectTarget` give. Both the Node server and the
 * generated nginx config evaluate these rules, so this is where their
 * routing is proven against the table; tests/e2e/server.test.ts proves the
 * two servers then answer alike.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {LOCALES} from '@site/src/data/locales';
import {SITE_DIR} from '../helpers/site';
import {PAGE_IDS, ROUTES, allRedirects, matchPath, pagePath, redirectTarget} from '@site/src/data/routes';
import {
  EXPLICIT_DUTCH_QUERY,
  HIDDEN_FILE,
  LIMITS,
  aliasTarget,
  caseInsensitive,
  canonicalFor,
  notFoundPage,
  routeRules,
} from '@site/scripts/server-config/rules';
import {hostName, literal, mapKey, renderNginx} from '@site/scripts/server-config/nginx';

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
  for (const first of [
    '',
    'xx',
    'EN',
    'en',
    'nl',
    'nl-NL',
    'en-US',
    'De',
    'ar-sa',
    'zz-ZZ',
    'a/b',
    'nl-BE',
    'en-GB',
    'de-AT',
    'es-419',
    'ES-mx',
    'ar-EG',
    'ru-BY',
    'fr-FR',
    'en-GBR',
  ]) {
    for (const about of abouts) {
      paths.add(`${first ? `/${first}` : ''}/${about}/${about}`);
      paths.add(`${first ? `/${first}` : ''}/${about}/${about}/`);
      paths.add(`${first ? `/${first}` : ''}/${about}`);
    }
  }
  for (const locale of LOCALES) {
    for (const page of PAGE_IDS) {
      for (const region of ['GB', 'be', '419', 'X1', 'GBR']) paths.add(`/${locale}-${region}/${ROUTES[page][locale]}`);
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
    expect(canonicalFor('/en-US/HIP-REPLACEMENT', rules)).toBe('/en/hip-replacement');
    expect(canonicalFor('/Nl-nl/Heupprothese/', rules)).toBe(`/heupprothese?${EXPLICIT_DUTCH_QUERY}`);
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
    // `index.html/` is one more form of every page and alias.
    expect(canonicalFor('/en/hip-replacement/index.html/', rules)).toBe('/en/hip-replacement');
    expect(canonicalFor('/index.html/', rules)).toBe('/');
    expect(canonicalFor('/en-US/hip-replacement/index.html/', rules)).toBe('/en/hip-replacement');
  });

  it('compile no regular expression per path', () => {
    canonicalFor('/warm-up', rules);
    notFoundPage('/warm-up');
    const spy = jest.spyOn(globalThis, 'RegExp');
    try {
      for (const p of corpus()) {
        canonicalFor(p, rules);
        notFoundPage(p);
      }
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
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
    // The language named in any letter case, or by its region variant.
    expect(notFoundPage('/EN/x')).toBe('/en/404.html');
    expect(notFoundPage('/en-US/nope')).toBe('/en/404.html');
    expect(notFoundPage('/AR-sa')).toBe('/ar/404.html');
    expect(notFoundPage('/nl-NL/x')).toBe('/404.html');
    expect(notFoundPage('/en-US-evil/x')).toBe('/404.html');
    // Any region code of a language: its 404 page (`XX` is shaped like a region, `en-GBR` is not).
    expect(notFoundPage('/en-XX/x')).toBe('/en/404.html');
    expect(notFoundPage('/De-At/x')).toBe('/de/404.html');
    expect(notFoundPage('/es-419')).toBe('/es/404.html');
    expect(notFoundPage('/en-GBR/x')).toBe('/404.html');
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
      'listen 8080 default_server;',
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

describe('nginx config with host names and HTTPS', () => {
  const headers = {'Content-Security-Policy': "default-src 'none'", 'Strict-Transport-Security': 'max-age=63072000'};
  const base = {root: '/srv/site', listen: ['80', '[::]:80'], headers, rules, brotli: false};
  const servers = (config: string) => config.split(/^server \{$/m).slice(1);

  it('names the host without TLS and sends the other names to the first, keeping the scheme', () => {
    const config = renderNginx({...base, serverNames: ['praktijk.test', 'www.praktijk.test']});
    const [site, others] = servers(config);
    expect(site).toContain('  server_name praktijk.test;');
    // The default server of its ports (a malformed request line gets its headers); behind a proxy, any host.
    expect(site).toContain('  listen [::]:80 default_server;');
    expect(site).not.toMatch(/ssl|return 421/);
    expect(others).toContain('  listen [::]:80;');
    expect(others).toContain('  server_name www.praktijk.test;');
    expect(others).toContain('  return 301 //praktijk.test$request_uri;');
    expect(others).toContain('  absolute_redirect off;');
    expect(servers(config)).toHaveLength(2);
  });

  it('serves HTTPS with HTTP/2 and HSTS, redirects plain HTTP on the same host, keeps the ACME folder', () => {
    const config = renderNginx({
      ...base,
      serverNames: ['praktijk.test', 'www.praktijk.test'],
      tls: {
        cert: '/etc/ssl/site.pem',
        key: '/etc/ssl/site.key',
        listen: ['8443', '[::]:8443'],
        acmeRoot: '/var/www/html',
      },
    });
    const [site, others, plain] = servers(config);
    expect(site).toContain('  listen 8443 ssl http2 default_server;');
    expect(site).toContain('  listen [::]:8443 ssl http2 default_server;');
    expect(others).toContain('  listen 8443 ssl http2;');
    expect(site).toContain('  ssl_certificate "/etc/ssl/site.pem";');
    expect(site).toContain('  add_header Strict-Transport-Security "max-age=63072000" always;');
    expect(site).toContain('return 421;');
    expect(site).not.toContain('listen 80;');
    expect(others).toContain('  return 301 https://praktijk.test:8443$request_uri;');
    expect(others).toContain('Strict-Transport-Security');
    expect(plain).toContain('  listen 80 default_server;');
    expect(plain).toContain('return 421;');
    expect(plain).toContain(`large_client_header_buffers 4 ${LIMITS.maxRequestLine};`);
    expect(plain).toContain('  server_name praktijk.test www.praktijk.test;');
    expect(plain).toMatch(/location \^~ \/\.well-known\/acme-challenge\/ \{\s+root "\/var\/www\/html";/);
    expect(plain).toContain('return 301 $site_https_origin$request_uri;');
    expect(config).toContain('"www.praktijk.test" "https://www.praktijk.test:8443";');
    // Port 80 is the site's for its names: the security headers on its redirects and errors too.
    expect(plain).toContain(`add_header Content-Security-Policy "default-src 'none'" always;`);
    for (const server of [site, others, plain])
      expect(server).toContain(`limit_conn site_per_client ${LIMITS.perClient};`);
  });

  it('limits the requests of one address (zone in the http context) and keeps idle connections short', () => {
    const config = renderNginx({...base, serverNames: ['praktijk.test']});
    expect(config).toMatch(/^limit_conn_zone \$binary_remote_addr zone=site_per_client:10m;$/m);
    expect(config).toContain('  limit_conn_status 429;');
    expect(config).toContain(`  client_header_timeout ${LIMITS.headerTimeout}s;`);
    expect(config).toContain(`  keepalive_timeout ${LIMITS.keepaliveTimeout}s;`);
  });

  it('sends Content-Language for every page file and 404 page', () => {
    const config = renderNginx({...base, serverNames: ['praktijk.test']});
    expect(config).toContain('  "/en/hip-replacement/index.html" en;');
    expect(config).toContain('  "/index.html" nl;');
    expect(config).toContain('  "/ar/404.html" ar;');
    expect(config).toContain('  add_header Content-Language $site_content_language always;');
  });

  it('leaves the port out of the HTTPS URL on 443', () => {
    const config = renderNginx({...base, serverNames: ['praktijk.test'], tls: {cert: 'c', key: 'k', listen: ['443']}});
    expect(config).toContain('"praktijk.test" "https://praktijk.test";');
    expect(config).not.toContain('acme-challenge');
  });

  it('refuses HTTPS without a year of HSTS, without a host name, and names nginx would misread', () => {
    const tls = {cert: 'c', key: 'k', listen: ['443']};
    expect(() =>
      renderNginx({...base, headers: {'Strict-Transport-Security': 'max-age=300'}, serverNames: ['a.test'], tls}),
    ).toThrow(/max-age/);
    expect(() => renderNginx({...base, tls})).toThrow(/host name/);
    for (const bad of ['a.test;', 'a test', '$host', 'a..test', '-a.test', 'a.test\nx']) {
      expect(() => hostName(bad)).toThrow();
    }
    expect(hostName('WWW.Praktijk.test')).toBe('www.praktijk.test');
    expect(() => renderNginx({...base, listen: ['80; include /etc/passwd']})).toThrow(/listen/);
  });
});

describe('npm run server-config', () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'server-config-'));
  beforeAll(() => {
    fs.mkdirSync(path.join(build, '.well-known'));
    fs.writeFileSync(
      path.join(build, '.well-known', 'security.txt'),
      'Canonical: https://www.praktijk.test/.well-known/security.txt\n',
    );
    fs.writeFileSync(path.join(build, '_headers'), "/*\n  Content-Security-Policy: default-src 'none'\n");
  });
  afterAll(() => fs.rmSync(build, {recursive: true, force: true}));

  const run = (args: string[]) => {
    const result = spawnSync(process.execPath, ['scripts/server-config.mjs', 'nginx', '--root', build, ...args], {
      cwd: SITE_DIR,
      encoding: 'utf8',
    });
    return {status: result.status, stdout: result.stdout, stderr: result.stderr};
  };

  it('prints the config for the host the build was made for', () => {
    const ok = run([]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('server_name www.praktijk.test;');
    expect(run(['--server-name', 'WWW.praktijk.test', '--server-name', 'praktijk.test']).status).toBe(0);
  });

  it('fails, printing nothing, when the server name and the SITE_URL of the build disagree', () => {
    const wrong = run(['--server-name', 'praktijk.test']);
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toMatch(/www\.praktijk\.test \(SITE_URL\).*praktijk\.test/);
  });
});
