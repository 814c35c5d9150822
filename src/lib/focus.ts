/** Small DOM helpers for moving keyboard focus (menu dialog, in-page links). */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements inside `root` that Tab can reach now: not inert, not hidden. */
export function tabbables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[inert]') &&
      (typeof el.checkVisibility === 'function'
        ? el.checkVisibility({visibilityProperty: true})
        : el.getClientRects().length > 0),
  );
}

/** Focuses a link's target without scrolling (tabindex=-1 if needed), so the next Tab continues from it. */
export function focusTarget(target: HTMLElement): void {
  if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
  target.focus({preventScroll: true});
}

/**
 * Focuses `target()` (with `focus`) as soon as it takes focus, trying each frame, `frames` at most:
 * a list or menu fading in with a visibility transition refuses focus in its first frame, a page
 * renders after the location changes, a closing phone menu keeps the page inert. Returns the cancel.
 */
export function focusSoon(
  target: () => HTMLElement | null | undefined,
  {
    frames = 60,
    focus = (el) => el.focus(),
    onFocused,
  }: {frames?: number; focus?: (el: HTMLElement) => void; onFocused?: () => void} = {},
): () => void {
  let frame = 0;
  let tries = 0;
  const step = () => {
    const el = target();
    if (el && document.activeElement !== el) focus(el);
    if (el && document.activeElement === el) onFocused?.();
    else if (++tries < frames) frame = window.requestAnimationFrame(step);
  };
  step();
  return () => window.cancelAnimationFrame(frame);
}

/** Makes everything outside `keep` inert (the modal menu) but what `spare` accepts; returns the undo. */
export function inertOutside(keep: HTMLElement, spare: (el: Element) => boolean = () => false): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement || spare(sibling)) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const el of changed) el.inert = false;
  };
}

/** The element that takes focus for a link's target: a section's heading, else the target itself. */
export function sectionFocusTarget(target: HTMLElement): HTMLElement {
  if (/^H[1-6]$/.test(target.tagName)) return target;
  return target.querySelector<HTMLElement>(':scope > h1, :scope > h2, :scope h1, :scope h2') ?? target;
}
