import crypto from 'node:crypto';
import path from 'node:path';
import {contentSecurityPolicy, headersFile, inlineScriptHashes, scriptHash} from '../headers';
import {buildRoot} from '../index';

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of executable inline scripts only', () => {
    const body = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
    const html = `<!doctype html><html><head><script>${body}</script><script src=/a.js></script>
      <script type=application/ld+json>{"@type":"Physician"}</script><script type=module>import "/m.js"</script></head></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(body), sha('import "/m.js"')]);
  });

  it('keeps non-ASCII text and whitespace as they are', () => {
    const body = '\n  window.x = "مرحبا";\n';
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([sha(body)]);
    expect(scriptHash(body)).toBe(sha(body));
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and by hash, never unsafe-inline', () => {
    const csp = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "default-src 'self'"])
      expect(csp).toContain(d);
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
    expect(buildRoot('/x/build', '/', '/')).toBe(path.resolve('/x/build'));
    expect(buildRoot('/x/build/ar', '/ar/', '/')).toBe(path.resolve('/x/build'));
  });
});
