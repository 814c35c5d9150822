/**
 * A built page as the post-build steps share it (./index): read once,
 * parsed at most once, written at most once.
 *
 * Steps change a page by splicing text into it at the offsets parse5
 * reports, so everything else stays byte for byte as the build wrote it
 * (`@docusaurus/faster` minifies; re-serialising a tree would not). After a
 * splice the parse tree is patched to match the new text instead of parsed
 * again: parsing is most of the cost of these steps.
 */
import {parse, parseFragment} from 'parse5';
import type {DefaultTreeAdapterMap, Token} from 'parse5';

export type Document = DefaultTreeAdapterMap['document'];
export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
type TextNode = DefaultTreeAdapterMap['textNode'];
type Location = Token.Location;

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

/**
 * The edits in text order. Two edits may touch (an insertion at the end of
 * a replaced range goes after it, at its start before it) but not overlap,
 * and two insertions at one offset would have no defined order: both throw.
 */
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

/** The text with the edits made. */
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
  /** Splices made since the tree was last brought up to date (patched when a step next reads it). */
  private stale: {before: string; edits: Edit[]}[] = [];
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

  /** The page's parse tree, with source offsets into `html`. Line and column numbers are those of the first parse. */
  get doc(): Document {
    if (!this.tree) {
      this.tree = this.parser(this.text);
      this.stale = [];
    }
    for (const {before, edits} of this.stale) patchTree(this.tree, before, edits);
    this.stale = [];
    return this.tree;
  }

  /** Whether the page is to be written (changed or created). */
  get dirty(): boolean {
    return this.changed;
  }

  /** Splices the edits, all at offsets into the current `html`. */
  edit(edits: readonly Edit[]): void {
    if (this.written) throw new Error(`${this.file}: changed after the pages were written`);
    if (edits.length === 0) return;
    const sorted = inOrder(edits, this.text.length);
    const before = this.text;
    this.text = applyEdits(before, sorted);
    this.changed = true;
    if (this.tree) this.stale.push({before, edits: sorted});
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

const isElement = (node: Node): node is Element => 'tagName' in node;
const isText = (node: Node): node is TextNode => node.nodeName === '#text';

function locationOf(node: Node): Token.ElementLocation | null | undefined {
  return 'sourceCodeLocation' in node ? node.sourceCodeLocation : undefined;
}

function where(node: Node): string {
  return isElement(node) ? `<${node.tagName}>` : node.nodeName;
}

/**
 * The element whose start tag the insertion falls in, if any: it must be
 * right before the tag's `>` (or `/>`), so it adds attributes.
 */
function startTagHolding(node: ParentNode, at: number): Element | undefined {
  for (const child of node.childNodes) {
    const location = locationOf(child);
    if (!location || location.startOffset > at || location.endOffset <= at) continue;
    if (!isElement(child)) return undefined;
    const tag = location.startTag;
    if (tag && tag.startOffset < at && at < tag.endOffset) return child;
    return startTagHolding(child, at);
  }
  return undefined;
}

/** Where an element's content starts and ends, if it can hold an edit. */
function contentRange(element: Element): [number, number] | undefined {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || element.tagName === 'template') return undefined;
  if (location.endTag) return [location.startTag.endOffset, location.endTag.startOffset];
  // No end tag: a void element, or one the next tag closed. An insertion
  // at its end goes after it.
  if (location.endOffset === location.startTag.endOffset) return undefined;
  return [location.startTag.endOffset, location.endOffset - 1];
}

/** The node whose children the edit replaces (or falls between), at offsets of the text it was parsed from. */
function parentOf(node: ParentNode, edit: Edit, inserted: ReadonlyMap<Node, number>): ParentNode {
  for (const child of node.childNodes) {
    if (inserted.has(child) || !isElement(child)) continue;
    const range = contentRange(child);
    if (range && range[0] <= edit.start && edit.end <= range[1]) return parentOf(child, edit, inserted);
  }
  return node;
}

/**
 * Makes the tree of `before` the tree of the text after the (sorted,
 * non-overlapping) edits, as a fresh parse would give it, for the edits
 * the steps make: whole nodes replaced or removed, HTML inserted between
 * nodes, attributes added at the end of a start tag. Any other edit throws.
 */
export function patchTree(doc: Document, before: string, edits: readonly Edit[]): void {
  // Where each edit's text starts in the new text.
  const bases: number[] = [];
  let shift = 0;
  for (const edit of edits) {
    bases.push(edit.start + shift);
    shift += edit.text.length - (edit.end - edit.start);
  }
  // Locations that come from a fragment parse: offsets into an edit's text.
  const fresh = new Map<Location, number>();
  // Nodes put in by an edit: where that edit starts in `before`.
  const insertedAt = new Map<Node, number>();
  const startOf = (node: Node): number => insertedAt.get(node) ?? locationOf(node)?.startOffset ?? Number.NaN;

  // Last edit first, so the offsets of the nodes left to place are those of `before`.
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit = edits[i]!;
    const holder = edit.start === edit.end ? startTagHolding(doc, edit.start) : undefined;
    if (holder) {
      addAttributes(holder, before, edit, (location) => fresh.set(location, i));
      continue;
    }
    const parent = parentOf(doc, edit, insertedAt);
    let from = -1;
    let to = -1;
    parent.childNodes.forEach((child, index) => {
      if (insertedAt.has(child)) return;
      const location = locationOf(child);
      if (!location) throw new Error(`${where(child)} has no source location`);
      const inside = edit.start <= location.startOffset && location.endOffset <= edit.end;
      const overlaps = location.startOffset < edit.end && edit.start < location.endOffset;
      if (inside && edit.end > edit.start) {
        if (from < 0) from = index;
        to = index + 1;
      } else if (overlaps) {
        throw new Error(
          `the edit at ${edit.start}-${edit.end} cuts ${where(child)} (${location.startOffset}-${location.endOffset})`,
        );
      }
    });
    if (from < 0) {
      const next = parent.childNodes.findIndex((child) => startOf(child) >= edit.start);
      from = to = next < 0 ? parent.childNodes.length : next;
    }
    const nodes = edit.text === '' ? [] : fragmentNodes(parent, edit.text);
    for (const node of nodes) {
      node.parentNode = parent;
      insertedAt.set(node, edit.start);
      visit(node, (n) => {
        for (const location of locations(n)) fresh.set(location, i);
      });
    }
    parent.childNodes.splice(from, to - from, ...nodes);
  }

  const moved = (offset: number, end: boolean): number => {
    let delta = 0;
    for (const edit of edits) {
      const before = end ? edit.end < offset || (edit.end === offset && edit.start < offset) : edit.end <= offset;
      if (!before) break;
      delta += edit.text.length - (edit.end - edit.start);
    }
    return offset + delta;
  };
  visit(doc, (node) => {
    for (const location of locations(node)) {
      const i = fresh.get(location);
      if (i !== undefined) {
        location.startOffset += bases[i]!;
        location.endOffset += bases[i]!;
      } else {
        location.startOffset = moved(location.startOffset, false);
        location.endOffset = moved(location.endOffset, true);
      }
    }
  });
  visit(doc, mergeTexts);
}

/** Attributes added right before the end of a start tag; a name the tag has already is ignored, as a parser does. */
function addAttributes(element: Element, before: string, edit: Edit, isFresh: (location: Location) => void): void {
  const tag = element.sourceCodeLocation!.startTag!;
  const closing = before.slice(tag.startOffset, tag.endOffset).endsWith('/>') ? 2 : 1;
  if (edit.start !== tag.endOffset - closing) {
    throw new Error(`the insertion at ${edit.start} is inside <${element.tagName}>'s start tag, not at its end`);
  }
  const probe = `<div${edit.text}>`;
  const parsed = parseFragment(probe, {sourceCodeLocationInfo: true}).childNodes[0];
  if (!parsed || !isElement(parsed) || parsed.sourceCodeLocation?.startTag?.endOffset !== probe.length) {
    throw new Error(`"${edit.text}" inserted in <${element.tagName}>'s start tag is not a list of attributes`);
  }
  const known = new Set(element.attrs.map((a) => a.name));
  const attrLocations = (element.sourceCodeLocation!.attrs ??= {});
  for (const attr of parsed.attrs) {
    if (known.has(attr.name)) continue;
    element.attrs.push(attr);
    const location = parsed.sourceCodeLocation!.attrs![attr.name]!;
    // Offsets into the edit's text (the probe starts with `<div`).
    location.startOffset -= 4;
    location.endOffset -= 4;
    attrLocations[attr.name] = location;
    isFresh(location);
  }
}

/** The nodes of `html` parsed where it goes, as the children of `parent`. */
function fragmentNodes(parent: ParentNode, html: string): ChildNode[] {
  if (!isElement(parent) || parent.tagName === 'html') {
    throw new Error(`cannot insert "${html.slice(0, 40)}" outside <head> or <body>`);
  }
  return parseFragment(parent, html, {sourceCodeLocationInfo: true}).childNodes;
}

function visit(node: Node, fn: (node: Node) => void): void {
  fn(node);
  if ('childNodes' in node) for (const child of node.childNodes) visit(child, fn);
  if (isElement(node) && node.tagName === 'template' && 'content' in node) visit(node.content, fn);
}

function locations(node: Node): Location[] {
  const location = locationOf(node);
  if (!location) return [];
  const out: Location[] = [location];
  if (location.startTag) out.push(location.startTag);
  if (location.endTag) out.push(location.endTag);
  for (const attr of Object.values(location.attrs ?? {})) out.push(attr);
  return out;
}

/** Text beside text is one text node in a fresh parse (a removed element can leave two side by side). */
function mergeTexts(node: Node): void {
  if (!('childNodes' in node)) return;
  const children = node.childNodes;
  for (let i = children.length - 1; i > 0; i--) {
    const [a, b] = [children[i - 1]!, children[i]!];
    if (!isText(a) || !isText(b)) continue;
    a.value += b.value;
    if (a.sourceCodeLocation && b.sourceCodeLocation) a.sourceCodeLocation.endOffset = b.sourceCodeLocation.endOffset;
    children.splice(i, 1);
  }
}
