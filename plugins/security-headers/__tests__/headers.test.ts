import crypto from 'node:crypto';
import path from 'node:path';
import {applyEdits} from '../../post-build/page';
import {
  contentSecurityPolicy,
  headersFile,
  inlineHashes,
  integrity,
  integrityEdits,
  pageStylePolicy,
  policyMeta,
  policyMetaAt,
  scriptHash,
  securityHeaders,
} from '../headers';
import {parsePage} from '../../post-build/page';
import {sonnerStyle} from '../injected';
import {oneYearAfter, securityTxt} from '../securityTxt';
import {buildRoot} from '../index';

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes the exact text of executable inline scripts only', () => {
    const body = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
    const html = `<!doctype html><html><head><script>${body}</script><script src=/a.js></script>
      <script type=application/ld+json>{"@type":"Physician"}</script><script type=module>import "/m.js"</script></head></html>`;
    expect(inlineHashes(html).scripts).toEqual([sha(body), sha('import "/m.js"')]);
  });

  it('keeps non-ASCII text and whitespace as they are', () => {
    const body = '\n  window.x = "مرحبا";\n';
    expect(inlineHashes(`<script>${body}</script>`).scripts).toEqual([sha(body)]);
    expect(scriptHash(body)).toBe(sha(body));
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and by hash, never unsafe-inline', () => {
    const csp = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    for (const d of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "default-src 'none'",
      "form-action 'self'",
    ])
      expect(csp).toContain(d);
  });

  it('leaves inline styles to each page: the header allows them, no hash of any page in it', () => {
    const csp = contentSecurityPolicy(["'sha256-s'"]);
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("script-src 'self' 'sha256-s';");
    // The script hashes are the only hashes it holds.
    expect(csp.match(/sha256-[^']*/g)).toEqual(['sha256-s']);
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });
});

describe('pageStylePolicy and its meta', () => {
  it("allows a page's styles by hash, style attributes with unsafe-hashes, never unsafe-inline", () => {
    expect(pageStylePolicy({styles: ["'sha256-e'"], styleAttributes: ["'sha256-a'"]}, ["'sha256-i'"])).toBe(
      "style-src 'self' 'unsafe-hashes' 'sha256-a' 'sha256-e' 'sha256-i'",
    );
    expect(pageStylePolicy({styles: ["'sha256-e'"], styleAttributes: []}, [])).toBe("style-src 'self' 'sha256-e'");
  });

  it('goes right after <meta charset>, else at the start of <head>, before any inline style', () => {
    const html = '<!doctype html><html><head><meta charset=UTF-8><title>t</title><style>a{}</style></head></html>';
    const at = policyMetaAt(parsePage(html));
    expect(html.slice(0, at)).toBe('<!doctype html><html><head><meta charset=UTF-8>');
    const bare = '<!doctype html><html><head><style>a{}</style></head></html>';
    expect(bare.slice(0, policyMetaAt(parsePage(bare)))).toBe('<!doctype html><html><head>');
    expect(policyMeta("style-src 'self'")).toBe(`<meta http-equiv=Content-Security-Policy content="style-src 'self'">`);
  });
});

describe('inlineHashes', () => {
  it('hashes every inline script, style element and style attribute, as a browser parses unquoted markup', () => {
    const html =
      '<!doctype html><html><head><style>a{color:red}</style><script>go()</script></head>' +
      '<body><svg style="display: none;"></svg><p style=color:blue>x</p><script src=/a.js></script></body></html>';
    expect(inlineHashes(html)).toEqual({
      scripts: [sha('go()')],
      styles: [sha('a{color:red}')],
      styleAttributes: [sha('display: none;'), sha('color:blue')],
    });
  });
});

describe('integrityEdits', () => {
  const files: Record<string, Buffer> = {'/a.js': Buffer.from('a()'), '/en/b.js': Buffer.from('b()')};
  const read = (url: string) => files[url];
  const addIntegrity = (html: string) => applyEdits(html, integrityEdits(html, read));

  it('adds sha384 integrity to script tags and script preloads, changing nothing else', () => {
    const html =
      '<html><head><link rel=preload href=/a.js as=script><link rel=stylesheet href=/s.css>' +
      '<script src=/a.js defer></script><script src="/en/b.js"/></head><body><script>x()</script>' +
      '<script src=https://cdn.example/c.js></script></body></html>';
    const out = addIntegrity(html);
    const a = integrity(files['/a.js']!);
    const b = integrity(files['/en/b.js']!);
    expect(out).toBe(
      `<html><head><link rel=preload href=/a.js as=script integrity="${a}"><link rel=stylesheet href=/s.css>` +
        `<script src=/a.js defer integrity="${a}"></script><script src="/en/b.js" integrity="${b}"/></head><body><script>x()</script>` +
        '<script src=https://cdn.example/c.js></script></body></html>',
    );
    expect(a).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    // Idempotent: a second pass leaves the document alone.
    expect(addIntegrity(out)).toBe(out);
  });
});

describe('securityHeaders', () => {
  it('has the headers the MDN Observatory rewards', () => {
    const headers = securityHeaders([]);
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(headers['Content-Security-Policy']).toMatch(/^default-src 'none';/);
  });
});

describe('security.txt', () => {
  it('names the contact and expires one year after the build', () => {
    const built = new Date('2026-11-23T19:30:05.123Z');
    const text = securityTxt({
      email: 'info@x.example',
      siteUrl: 'https://www.x.example',
      built,
      languages: ['nl', 'en'],
    });
    expect(text).toBe(
      'Contact: mailto:info@x.example\nExpires: 2027-11-23T19:30:05Z\nPreferred-Languages: nl, en\n' +
        'Canonical: https://www.x.example/.well-known/security.txt\n',
    );
    expect(oneYearAfter(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-03-01T00:00:00.000Z');
  });
});

describe('sonnerStyle', () => {
  it('decodes the literal of the __insertCSS call and fails loudly when sonner changes', () => {
    expect(sonnerStyle('x;__insertCSS("a{b:\\"c\\"}");y')).toBe('a{b:"c"}');
    expect(() => sonnerStyle('insertStyles(x)')).toThrow(/__insertCSS/);
  });
});

describe('headersFile', () => {
  it('sets the security headers on every path and caches hashed assets per locale', () => {
    const file = headersFile([], ['/en', '/ar']);
    expect(file).toMatch(/^\/\*$/m);
    for (const h of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: ',
    ]) {
      expect(file).toContain(`  ${h}`);
    }
    expect(file).toMatch(/^\/ar\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });
});

describe('buildRoot', () => {
  it('finds the root of the build from a locale folder', () => {
    expect(buildRoot('/x/build', 'nl', 'nl')).toBe(path.resolve('/x/build'));
    expect(buildRoot('/x/build/ar', 'ar', 'nl')).toBe(path.resolve('/x/build'));
    expect(buildRoot('/x/out', 'ar', 'nl')).toBe(path.resolve('/x/out'));
  });
});
