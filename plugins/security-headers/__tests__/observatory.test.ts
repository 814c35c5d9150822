/**
 * The MDN HTTP Observatory's score of the site's headers, from its published
 * scoring table (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring):
 * 100 to start, plus or minus each test's modifier. Only the tests the
 * headers decide are modelled; cookies (none), redirection (the host's TLS)
 * and HSTS preload (+5 once the domain is in browsers' lists) are left out.
 * The build's SRI is checked in tests/build/security.test.ts.
 */
import {securityHeaders} from '../headers';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The Observatory's modifiers for the tests the response headers decide. */
function observatoryScore(headers: Record<string, string>, allScriptsHaveIntegrity: boolean): Record<string, number> {
  const csp = directives(headers['Content-Security-Policy'] ?? '');
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
  it('is at least 135 (A+) for the emitted headers with SRI on every script', () => {
    const headers = securityHeaders({scripts: ["'sha256-a'"], styles: ["'sha256-b'"], styleAttributes: ["'sha256-c'"]});
    const modifiers = observatoryScore(headers, true);
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
