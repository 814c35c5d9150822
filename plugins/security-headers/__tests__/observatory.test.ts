/**
 * The MDN HTTP Observatory's score of the site's headers, from its published
 * scoring table (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring):
 * 100 to start, plus or minus each test's modifier. Only the tests the
 * headers decide are modelled; cookies (none), redirection (the host's TLS)
 * and HSTS preload (+5 once the domain is in browsers' lists) are left out.
 * The build's SRI is checked in tests/build/security.test.ts.
 */
import {pageStylePolicy, securityHeaders} from '../headers';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/**
 * The policies of a response as the Observatory combines them
 * (mdn-http-observatory `parseCsp`): the header's, then the page's
 * `<meta http-equiv>` (without the directives a meta cannot set). A directive
 * both name keeps only the sources both allow, as a browser enforcing both
 * would; one only the first names is kept as it is.
 */
function combined(header: string, meta?: string): Map<string, string[]> {
  const csp = directives(header);
  if (meta === undefined) return csp;
  for (const [name, sources] of directives(meta)) {
    if (['frame-ancestors', 'report-uri', 'sandbox'].includes(name)) continue;
    const before = csp.get(name);
    csp.set(name, before ? sources.filter((s) => before.includes(s)) : sources);
  }
  return csp;
}

/** The Observatory's modifiers for the tests the response headers (and the page's CSP meta) decide. */
function observatoryScore(
  headers: Record<string, string>,
  allScriptsHaveIntegrity: boolean,
  metaPolicy?: string,
): Record<string, number> {
  const csp = combined(headers['Content-Security-Policy'] ?? '', metaPolicy);
  const sources = (name: string) => csp.get(name) ?? csp.get('default-src') ?? [];
  const unsafeInlineScript = sources('script-src').includes("'unsafe-inline'");
  const unsafeEval = sources('script-src').includes("'unsafe-eval'");
  const unsafeInlineStyle = sources('style-src').includes("'unsafe-inline'");
  let cspScore: number;
  if (csp.size === 0) cspScore = -25;
  else if (unsafeInlineScript) cspScore = -20;
  else if (unsafeEval) cspScore = -10;
  else if (unsafeInlineStyle) cspScore = 0;
  else cspScore = csp.get('default-src')?.join(' ') === "'none'" ? 10 : 5;

  const referrer = headers['Referrer-Policy'] ?? '';
  const privateReferrer = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const corp = (headers['Cross-Origin-Resource-Policy'] ?? '').trim();
  const frameAncestors = csp.get('frame-ancestors');
  const maxAge = /max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1];
  const hstsMaxAge = maxAge === undefined ? undefined : Number(maxAge);
  return {
    'content-security-policy': cspScore,
    'cross-origin-resource-policy': corp === 'same-origin' ? 10 : corp === 'same-site' ? 5 : 0,
    'referrer-policy': privateReferrer.includes(referrer.split(',').pop()!.trim()) ? 5 : 0,
    'subresource-integrity': allScriptsHaveIntegrity ? 5 : 0,
    'x-content-type-options': headers['X-Content-Type-Options'] === 'nosniff' ? 0 : -5,
    'x-frame-options': frameAncestors ? 5 : headers['X-Frame-Options'] ? 0 : -20,
    'strict-transport-security': hstsMaxAge === undefined ? -20 : hstsMaxAge >= 15_552_000 ? 0 : -10,
  };
}

const total = (modifiers: Record<string, number>) => 100 + Object.values(modifiers).reduce((a, b) => a + b, 0);

describe('MDN HTTP Observatory score of the headers', () => {
  it("is at least 135 (A+) for the emitted headers and a page's style policy, with SRI on every script", () => {
    const headers = securityHeaders([]);
    const meta = pageStylePolicy({styles: ["'sha256-b'"], styleAttributes: ["'sha256-c'"]}, ["'sha256-d'"]);
    const modifiers = observatoryScore(headers, true, meta);
    expect(modifiers).toEqual({
      'content-security-policy': 10,
      'cross-origin-resource-policy': 10,
      'referrer-policy': 5,
      'subresource-integrity': 5,
      'x-content-type-options': 0,
      'x-frame-options': 5,
      'strict-transport-security': 0,
    });
    expect(total(modifiers)).toBeGreaterThanOrEqual(135);
  });

  it("would lose the CSP's 10 points without the page's meta (the header alone allows inline styles)", () => {
    expect(observatoryScore(securityHeaders([]), true)['content-security-policy']).toBe(0);
  });

  it('was 110 with the earlier policy (style unsafe-inline, default-src self, no CORP, no SRI)', () => {
    const before = {
      ...securityHeaders([]),
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    };
    delete (before as Record<string, string>)['Cross-Origin-Resource-Policy'];
    expect(total(observatoryScore(before, false))).toBe(110);
  });
});
