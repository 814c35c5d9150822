/**
 * Focuses `target()` as soon as it takes focus, trying each frame for about a second: a list or
 * menu fading in with a visibility transition refuses focus in its first frame. Returns the cancel.
 */
export function focusSoon(target: () => HTMLElement | null | undefined, onFocused?: () => void): () => void {
  let frame = 0;
  let tries = 0;
  const step = () => {
    const el = target();
    el?.focus();
    if (el && document.activeElement === el) onFocused?.();
    else if (++tries < 60) frame = window.requestAnimationFrame(step);
  };
  step();
  return () => window.cancelAnimationFrame(frame);
}
