/**
 * The structure of an MDX page that every translation keeps from the Dutch one:
 * its headings with their ids, its components with their props, and its prose
 * (tests/content/content-pages.test.ts).
 */
import {isTextProp} from '@site/src/components/Medical/textProps';

/** Lines outside fenced code blocks. */
export function proseLines(body: string): string[] {
  let inCode = false;
  return body.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inCode = !inCode;
      return false;
    }
    return !inCode;
  });
}

export interface Heading {
  level: number;
  text: string;
  id: string | undefined;
}

export function headings(body: string): Heading[] {
  return proseLines(body)
    .map((line) => /^(#{2,6})\s+(.*?)\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const id = /\{#([A-Za-z0-9_-]+)\}$/.exec(m[2]!)?.[1];
      return {level: m[1]!.length, text: m[2]!, id};
    });
}

/**
 * JSX components used in the page, with their props, in order: `Fig id="x"`. A prop that
 * is text for patients (src/components/Medical/textProps.ts) is translated: only its
 * presence counts (`InfoCard title=… tone="warning"`).
 */
export function components(body: string): string[] {
  const out: string[] = [];
  const re = /<([A-Z][A-Za-z]*)((?:\s+[a-zA-Z]+="[^"]*")*)\s*\/?>/g;
  for (const m of body.matchAll(re)) {
    const props = [...m[2]!.matchAll(/([a-zA-Z]+)="([^"]*)"/g)]
      .map((p) => (isTextProp(m[1]!, p[1]!) ? `${p[1]}=…` : `${p[1]}="${p[2]}"`))
      .sort();
    out.push([m[1], ...props].join(' '));
  }
  return out;
}

/** Prose with components, links' targets, heading ids and front matter removed. */
export function prose(body: string): string {
  return proseLines(body)
    .join('\n')
    .replace(/<[A-Z][^>]*>/g, ' ')
    .replace(/<\/[A-Z][A-Za-z]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[^}]*\}/g, ' ');
}
