import {CLOUDFLARE_LIMITS, assertWithinLimits, headersProblems, redirectCounts, redirectsProblems} from '../limits';
import {cloudflareRedirects} from '../render';
import {headersFile} from '../../security-headers/headers';

const staticRules = (n: number) => Array.from({length: n}, (_, i) => `/a${i} /b 301`).join('\n');
const dynamicRules = (n: number) => Array.from({length: n}, (_, i) => `/d${i}/* /b 200`).join('\n');

describe("Cloudflare Pages' limits", () => {
  it('counts rules as Pages does: static until the first splat or placeholder, dynamic from there on', () => {
    expect(redirectCounts(`# comment\n\n${staticRules(3)}\n/x/:id /y 301\n/z /w 301\n`)).toEqual({
      static: 3,
      dynamic: 2,
    });
    expect(redirectCounts(`${dynamicRules(1)}\n${staticRules(2)}`)).toEqual({static: 0, dynamic: 3});
  });

  it('accepts the limits exactly and refuses one rule more, with a message naming the limit', () => {
    expect(redirectsProblems(`${staticRules(2000)}\n${dynamicRules(100)}`)).toEqual([]);
    expect(redirectsProblems(staticRules(2001))).toEqual([expect.stringMatching(/2001 static redirects .*2000/)]);
    expect(redirectsProblems(dynamicRules(101))).toEqual([expect.stringMatching(/101 dynamic redirects.*100/)]);
    const headers = (n: number) => Array.from({length: n}, (_, i) => `/p${i}/*\n  X-A: b`).join('\n');
    expect(headersProblems(headers(100))).toEqual([]);
    expect(headersProblems(headers(101))).toEqual([expect.stringMatching(/101 header rules .*100/)]);
    expect(redirectsProblems(`/${'a'.repeat(CLOUDFLARE_LIMITS.lineLength)} /b 301`)).toEqual([
      expect.stringMatching(/a line of 2008 characters/),
    ]);
    expect(() => assertWithinLimits('_redirects', redirectsProblems(staticRules(2001)))).toThrow(
      /_redirects is over Cloudflare Pages' limits/,
    );
  });

  it("keeps the site's own files within them", () => {
    const redirects = cloudflareRedirects();
    expect(redirectsProblems(redirects)).toEqual([]);
    expect(headersProblems(headersFile(["'sha256-x'"], ['/en', '/de', '/es', '/ru', '/ar']))).toEqual([]);
    // Every static rule before the first dynamic one, no path twice.
    const froms = redirects
      .trim()
      .split('\n')
      .map((l) => l.split(' ')[0]!);
    expect(new Set(froms).size).toBe(froms.length);
    expect(redirectCounts(redirects).dynamic).toBe(froms.filter((f) => /\*|:/.test(f)).length);
  });
});
