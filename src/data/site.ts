/**
 * Site-wide constants that are not practice details: the public URL and UI
 * constants from the spec (9.1).
 */

/** Public origin of the site. Set SITE_URL when deploying; the default is a reserved domain. */
export const DEFAULT_SITE_URL = 'https://www.dr-jansen.example';

/**
 * Toast constants (sonner's defaults, stated explicitly), except the hotkey:
 * sonner's Alt+T (focus the toasts) is said nowhere and would shadow a
 * browser or screen-reader key, so there is none; the toast is in the Tab order.
 */
export const TOAST = {
  durationMs: 4000,
  visibleToasts: 3,
  gap: 14,
  hotkey: [],
  position: 'bottom-right',
} as const;
