/** The `_headers` file (Netlify / Cloudflare Pages format) and page policies, from the built HTML. */
import crypto from 'node:crypto';
import * as parse5 from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';
import {parsePage, type Document, type Edit, type Element} from '../post-build/page';

/** Whether a `<script>` of this `type` runs (anything else is a data block, e.g. JSON-LD). */
function isExecutable(type: string | undefined): boolean {
  const mime = (type ?? '').trim().toLowerCase().split(';')[0]!.trim();
  return /^(module|(text|application)\/(java|ecma)script)?$/.test(mime);
}

/** CSP source expression of an inline text: `'sha256-…'` over its exact UTF-8 text. */
export function scriptHash(body: string): string {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Hashes of a page's inline scripts, `<style>` bodies and `style="…"` values (the last need 'unsafe-hashes'). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

type P5Node = DefaultTreeAdapterMap['node'];

function walk(node: P5Node, visit: (element: Element) => void): void {
  if ('tagName' in node) visit(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) walk(child, visit);
  if ('content' in node && node.content) walk(node.content as P5Node, visit);
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function text(element: Element): string {
  return element.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
}

/** Parsed as a browser does (the minifier drops quotes), so whatever another step puts inline is covered. */
export function inlineHashes(html: string | Document): InlineHashes {
  const out: InlineHashes = {scripts: [], styles: [], styleAttributes: []};
  walk((typeof html === 'string' ? parse5.parse(html) : html) as P5Node, (element) => {
    const style = attribute(element, 'style');
    if (style !== undefined) out.styleAttributes.push(scriptHash(style));
    if (
      element.tagName === 'script' &&
      attribute(element, 'src') === undefined &&
      isExecutable(attribute(element, 'type'))
    ) {
      out.scripts.push(scriptHash(text(element)));
    }
    if (element.tagName === 'style') out.styles.push(scriptHash(text(element)));
  });
  return out;
}

/** `sha384-…` Subresource Integrity of a file's bytes. */
export function integrity(body: Buffer): string {
  return `sha384-${crypto.createHash('sha384').update(body).digest('base64')}`;
}

/**
 * `integrity` for every script the page loads, and its preload (which must match, or the browser fetches
 * twice), as start-tag edits so the rest stays byte for byte. `read`: a built file's bytes, else undefined.
 */
export function integrityEdits(
  html: string,
  read: (src: string) => Buffer | undefined,
  doc: Document = parsePage(html),
): Edit[] {
  const edits: Edit[] = [];
  walk(doc as P5Node, (element) => {
    const location = element.sourceCodeLocation?.startTag;
    if (!location || attribute(element, 'integrity') !== undefined) return;
    let url: string | undefined;
    if (element.tagName === 'script') url = attribute(element, 'src');
    if (element.tagName === 'link') {
      const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
      const isScript =
        rel.includes('modulepreload') || (rel.includes('preload') && attribute(element, 'as') === 'script');
      if (isScript) url = attribute(element, 'href');
    }
    if (url === undefined) return;
    const body = read(url);
    if (!body) return;
    // Before the `>` (or `/>`) that ends the start tag.
    const tag = html.slice(location.startOffset, location.endOffset);
    const end = location.endOffset - (tag.endsWith('/>') ? 2 : 1);
    edits.push({start: end, end, text: ` integrity="${integrity(body)}"`});
  });
  return edits;
}

/** Features the site never uses; only names Chromium knows (an unknown one logs an error on every page). */
const DISABLED_FEATURES =
  'accelerometer autoplay camera display-capture encrypted-media geolocation gyroscope hid idle-detection ' +
  'magnetometer microphone midi payment publickey-credentials-get screen-wake-lock serial usb xr-spatial-tracking';

/** The practice's decision (README "Deploy"): HTTPS only, for two years, subdomains too, in browsers' preload lists. */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

const sorted = (list: Iterable<string> = []): string[] => [...new Set(list)].sort();

/**
 * The site-wide Content-Security-Policy header: nothing unless named. Its inline styles are narrowed by each
 * page's own `<meta>` policy (`pageStylePolicy`), as the browser enforces both: the hashes of every page in
 * the header were about 1 KB of every response (guides/PERFORMANCE.md).
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string> = []): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...sorted(scriptHashes)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** A page's `<meta>` policy: its inline styles and what libraries inject, by hash; never 'unsafe-inline'. */
export function pageStylePolicy(
  page: Pick<InlineHashes, 'styles' | 'styleAttributes'>,
  injected: readonly string[],
): string {
  const hashes = sorted([...page.styles, ...page.styleAttributes, ...injected]);
  return ['style-src', "'self'", ...(page.styleAttributes.length ? ["'unsafe-hashes'"] : []), ...hashes].join(' ');
}

/** Where the policy meta goes: after `<meta charset>` (else `<head>`), before any inline style it governs. */
export function policyMetaAt(doc: Document): number {
  let head: Element | undefined;
  let charset: Element | undefined;
  walk(doc as P5Node, (element) => {
    if (element.tagName === 'head' && !head) head = element;
    if (element.tagName === 'meta' && !charset && attribute(element, 'charset') !== undefined) charset = element;
  });
  const at = charset?.sourceCodeLocation?.startTag?.endOffset ?? head?.sourceCodeLocation?.startTag?.endOffset;
  if (at === undefined) throw new Error('the page has no <head> to put its Content-Security-Policy in');
  return at;
}

export const policyMeta = (policy: string): string =>
  `<meta http-equiv=Content-Security-Policy content="${policy.replace(/"/g, '&quot;')}">`;

/** The response headers of every path; `scriptHashes`: those of inline scripts (the pages have none). */
export function securityHeaders(scriptHashes: Iterable<string>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'Strict-Transport-Security': HSTS,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.replace(/ /g, '=(), ') + '=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** Security headers for every path, long caching for hashed assets; `!` drops Cloudflare's default CORS header. */
export function headersFile(scriptHashes: Iterable<string>, localePrefixes: readonly string[]): string {
  const lines = ['# Generated by plugins/security-headers at build time; do not edit.', '/*'];
  for (const [name, value] of Object.entries(securityHeaders(scriptHashes))) lines.push(`  ${name}: ${value}`);
  lines.push('  ! Access-Control-Allow-Origin');
  for (const prefix of ['', ...localePrefixes]) {
    lines.push(`${prefix}/assets/*`, '  Cache-Control: public, max-age=31536000, immutable');
  }
  return `${lines.join('\n')}\n`;
}
