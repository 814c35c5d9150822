/**
 * The build's last step (plugins/security-headers): Subresource Integrity on
 * every script every HTML file loads, a site-wide CSP header and each page's
 * own style policy covering every `<style>` and style attribute of the final
 * HTML (whatever put them there) and sonner's injected style, security.txt,
 * and a `.br`/`.gz` twin of every text file that decodes to the file itself.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as parse5 from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';
import {PRACTICE} from '@site/src/data/practice';
import {inlineHashes} from '@site/plugins/security-headers/headers';
import {injectedStyles} from '@site/plugins/security-headers/injected';
import {COMPRESSIBLE_EXTENSIONS} from '@site/plugins/security-headers/precompress';
import {siteHeaders} from '@site/scripts/server-config/cli';
import {BUILD_DIR} from '../helpers/site';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

function files(dir: string, keep: (f: string) => boolean): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full, keep);
    return keep(full) ? [full] : [];
  });
}

function elements(node: Node, out: Element[] = []): Element[] {
  if ('tagName' in node) out.push(node);
  for (const child of 'childNodes' in node ? node.childNodes : []) elements(child, out);
  return out;
}

const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value;
const HTML = files(BUILD_DIR, (f) => f.endsWith('.html'));
const csp = siteHeaders(fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'))['Content-Security-Policy']!;
const directive = (name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('Subresource Integrity', () => {
  it('is on every script every built HTML file loads, and matches the file', () => {
    let scripts = 0;
    const problems: string[] = [];
    for (const file of HTML) {
      for (const e of elements(parse5.parse(fs.readFileSync(file, 'utf8')) as Node)) {
        const isPreload = e.tagName === 'link' && attr(e, 'as') === 'script';
        const src = e.tagName === 'script' ? attr(e, 'src') : isPreload ? attr(e, 'href') : undefined;
        if (src === undefined) continue;
        scripts += 1;
        const body = fs.readFileSync(path.join(BUILD_DIR, src));
        const expected = `sha384-${crypto.createHash('sha384').update(body).digest('base64')}`;
        if (attr(e, 'integrity') !== expected) problems.push(`${path.relative(BUILD_DIR, file)}: ${src}`);
      }
    }
    expect(problems).toEqual([]);
    expect(scripts).toBeGreaterThanOrEqual(HTML.length);
  });

});

/** A page's own policy: its `<meta http-equiv=Content-Security-Policy>` (none: undefined). */
function metaPolicy(file: string): {policy: string | undefined; beforeInlineStyle: boolean} {
  let policy: string | undefined;
  let beforeInlineStyle = true;
  for (const e of elements(parse5.parse(fs.readFileSync(file, 'utf8')) as Node)) {
    if (policy === undefined && (e.tagName === 'style' || attr(e, 'style') !== undefined)) beforeInlineStyle = false;
    if (e.tagName === 'meta' && attr(e, 'http-equiv')?.toLowerCase() === 'content-security-policy') {
      if (policy !== undefined) throw new Error(`${file}: two CSP metas`);
      policy = attr(e, 'content');
    }
  }
  return {policy, beforeInlineStyle};
}

const sourcesOf = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('Content-Security-Policy', () => {
  it("header: nothing unless named, scripts from the site and theme-classic's colour-mode script by hash, inline styles left to each page", () => {
    expect(directive('default-src')).toEqual(["'none'"]);
    expect(directive('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
    expect(directive('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });

  it('every HTML file narrows styles to its own by hash, in a meta before any inline style', () => {
    const injected = injectedStyles().map(
      (s) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`,
    );
    const problems: string[] = [];
    for (const file of HTML) {
      const name = path.relative(BUILD_DIR, file);
      const {policy, beforeInlineStyle} = metaPolicy(file);
      if (policy === undefined) {
        problems.push(`${name}: no CSP meta`);
        continue;
      }
      if (!beforeInlineStyle) problems.push(`${name}: an inline style comes before the CSP meta`);
      // Only style-src: the header holds the rest (a meta cannot set frame-ancestors).
      expect([name, policy.split(';').map((d) => d.trim().split(/\s+/)[0])]).toEqual([name, ['style-src']]);
      const styles = sourcesOf(policy, 'style-src');
      const page = inlineHashes(fs.readFileSync(file, 'utf8'));
      const expected = [
        "'self'",
        ...(page.styleAttributes.length ? ["'unsafe-hashes'"] : []),
        ...new Set([...page.styles, ...page.styleAttributes, ...injected]),
      ];
      if ([...styles].sort().join(' ') !== [...expected].sort().join(' ')) problems.push(`${name}: style-src ${styles.join(' ')}`);
      if (styles.includes("'unsafe-inline'")) problems.push(`${name}: unsafe-inline`);
      for (const hash of page.scripts) if (!directive('script-src').includes(hash)) problems.push(`${name}: inline script ${hash}`);
    }
    expect(problems).toEqual([]);
  });

  it("allows sonner's injected style on every page, whose text is in the built JavaScript", () => {
    const style = injectedStyles().find((s) => s !== '');
    const hash = `'sha256-${crypto.createHash('sha256').update(style!, 'utf8').digest('base64')}'`;
    for (const file of HTML) expect([file, sourcesOf(metaPolicy(file).policy ?? '', 'style-src')]).toEqual([file, expect.arrayContaining([hash])]);
    // The shipped chunk carries the same text (as a JS string literal): the hash fits what runs.
    const js = files(path.join(BUILD_DIR, 'assets', 'js'), (f) => f.endsWith('.js')).map((f) => fs.readFileSync(f, 'utf8'));
    const probe = style!.slice(0, 60);
    expect(js.some((source) => source.includes(probe))).toBe(true);
  });
});

describe('security.txt', () => {
  it('follows RFC 9116 with the practice contact, expiring one year after the build', () => {
    const file = path.join(BUILD_DIR, '.well-known', 'security.txt');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toMatch(new RegExp(`^Contact: mailto:${PRACTICE.email.replace(/[.]/g, '\\.')}$`, 'm'));
    expect(text).toMatch(/^Canonical: https:\/\/[^\s]+\/\.well-known\/security\.txt$/m);
    const expires = new Date(/^Expires: (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)$/m.exec(text)![1]!);
    const built = fs.statSync(file).mtime;
    const days = (expires.getTime() - built.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(364.99);
    expect(days).toBeLessThanOrEqual(366.01);
  });
});

describe('precompressed twins', () => {
  it('exist for every text file of the build and decode to it', () => {
    const text = files(BUILD_DIR, (f) => COMPRESSIBLE_EXTENSIONS.has(path.extname(f)));
    expect(text.length).toBeGreaterThan(200);
    const problems: string[] = [];
    for (const file of text) {
      const body = fs.readFileSync(file);
      try {
        if (!zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(body)) problems.push(`${file}.br differs`);
        if (!zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(body)) problems.push(`${file}.gz differs`);
      } catch (error) {
        problems.push(`${file}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
