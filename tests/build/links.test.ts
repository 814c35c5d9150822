/**
 * Every link that leaves the site, on every built page of every locale
 * (pages, 404 pages, redirect pages), opens in a new tab and gives the
 * other site neither `window.opener` nor a referrer.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {DEFAULT_SITE_URL} from '@site/src/data/site';
import {ALL_PAGES, BUILD_DIR, assertBuildExists, builtFile} from '../helpers/site';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

const siteOrigin = new URL(process.env.SITE_URL ?? DEFAULT_SITE_URL).origin;

/** True for an http(s) link to another origin (absolute or protocol-relative). */
function isExternal(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href, `${siteOrigin}/`);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== siteOrigin;
}

describe('external links', () => {
  assertBuildExists();
  const files = htmlFiles(BUILD_DIR);

  it('covers every page of the route table', () => {
    for (const {path: sitePath} of ALL_PAGES) expect(files).toContain(builtFile(sitePath));
  });

  it('recognises external links', () => {
    expect(isExternal('https://booking.dr-jansen.example/x')).toBe(true);
    expect(isExternal('//evil.example/')).toBe(true);
    expect(isExternal(`${siteOrigin}/en/`)).toBe(false);
    expect(isExternal('/en/hip-replacement')).toBe(false);
    expect(isExternal('mailto:info@dr-jansen.example')).toBe(false);
    expect(isExternal('tel:+31000000000')).toBe(false);
  });

  it('open in a new tab with rel="noopener noreferrer", on every built page', () => {
    const offenders: string[] = [];
    let external = 0;
    for (const file of files) {
      const root = parse(fs.readFileSync(file, 'utf8'));
      for (const a of root.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href') ?? '';
        if (!isExternal(href)) continue;
        external += 1;
        const rel = (a.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        if (a.getAttribute('target') !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer')) {
          offenders.push(`${path.relative(BUILD_DIR, file)}: <a href="${href}" target="${a.getAttribute('target') ?? ''}" rel="${a.getAttribute('rel') ?? ''}">`);
        }
      }
    }
    expect(offenders).toEqual([]);
    // The pages do link out (booking site, clinics, profiles): the check saw them.
    expect(external).toBeGreaterThan(0);
  });
});
