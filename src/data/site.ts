/**
 * Site-wide constants that are not practice details: the public URL and UI
 * constants from the spec (9.1).
 */

/** Public origin of the site. Set SITE_URL when deploying; the default is a reserved domain. */
export const DEFAULT_SITE_URL = 'https://www.dr-jansen.example';

/** Toast constants (sonner's defaults, stated explicitly). */
export const TOAST = {
  durationMs: 4000,
  visibleToasts: 3,
  gap: 14,
  width: 356,
  swipeThresholdPx: 20,
  hotkey: ['altKey', 'KeyT'],
  position: 'bottom-right',
} as const;
