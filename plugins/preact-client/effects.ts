/**
 * Client module (production builds only): React's effect timing on Preact.
 *
 * Preact runs `useEffect` callbacks after the next animation frame; React
 * runs those of a click or key press as soon as the update is committed.
 * The site's components rely on that order: a phone-menu link closes the
 * menu (its effect lifts `inert` from the page and the scroll lock) and, one
 * frame later, scrolls to the section and focuses it. Effects therefore run
 * in a microtask right after each commit, before any later frame.
 */
import {options} from 'preact';

options.requestAnimationFrame = (callback: () => void) => {
  void Promise.resolve().then(callback);
};
