/**
 * A built page as the post-build steps share it, changed by splicing text at parse5's offsets so the rest
 * stays byte for byte as minified (re-serialising a tree would not).
 */
import {parse} from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';

export type Document = DefaultTreeAdapterMap['document'];
export type Element = DefaultTreeAdapterMap['element'];

/** The one parse of a page, with the source offsets the steps splice at. */
export function parsePage(html: string): Document {
  return parse(html, {sourceCodeLocationInfo: true});
}

/** `[start, end)` of the page's current text becomes `text` (an insertion when start === end). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The edits in text order; overlapping edits, or two insertions at one offset (no order), throw. */
function inOrder(edits: readonly Edit[], length: number): Edit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  sorted.forEach((edit, i) => {
    if (edit.start < 0 || edit.end < edit.start || edit.end > length) {
      throw new Error(`edit ${edit.start}-${edit.end} is outside the page (${length} characters)`);
    }
    const previous = sorted[i - 1];
    if (previous && (previous.end > edit.start || (previous.start === edit.start && previous.end === edit.end))) {
      throw new Error(`edits ${previous.start}-${previous.end} and ${edit.start}-${edit.end} overlap`);
    }
  });
  return sorted;
}

export function applyEdits(html: string, edits: readonly Edit[]): string {
  let out = '';
  let at = 0;
  for (const edit of inOrder(edits, html.length)) {
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

export type Parse = (html: string) => Document;

export class Page {
  private text: string;
  private tree: Document | undefined;
  private changed: boolean;
  private written = false;

  /** `created`: a page a step added (a redirect page), which is written even if no other step changes it. */
  constructor(
    readonly file: string,
    html: string,
    private readonly parser: Parse = parsePage,
    created = false,
  ) {
    this.text = html;
    this.changed = created;
  }

  get html(): string {
    return this.text;
  }

  get doc(): Document {
    return (this.tree ??= this.parser(this.text));
  }

  get dirty(): boolean {
    return this.changed;
  }

  /** Splices the edits, all at offsets into the current `html`. */
  edit(edits: readonly Edit[]): void {
    if (this.written) throw new Error(`${this.file}: changed after the pages were written`);
    if (edits.length === 0) return;
    this.text = applyEdits(this.text, edits);
    this.tree = undefined;
    this.changed = true;
  }

  /** Replaces the whole page (a library's rewrite); its tree is parsed afresh when next read. */
  replace(html: string): void {
    if (this.written) throw new Error(`${this.file}: changed after the pages were written`);
    if (html === this.text) return;
    this.text = html;
    this.tree = undefined;
    this.changed = true;
  }

  /** Called once the page is on disk (or left as it was): later edits would be lost, so they throw. */
  seal(): void {
    this.written = true;
  }
}
