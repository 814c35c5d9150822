/** The six interface languages: every list of locales derives from here. */
export const LOCALES = ['nl', 'en', 'de', 'es', 'ru', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'nl';

export interface LocaleInfo {
  code: Locale;
  /** In that language. */
  label: string;
  flag: string;
  direction: 'ltr' | 'rtl';
  /** Region variant served as a redirect. */
  region: string;
  ogLocale: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  nl: {code: 'nl', label: 'Nederlands', flag: '🇳🇱', direction: 'ltr', region: 'nl-NL', ogLocale: 'nl_NL'},
  en: {code: 'en', label: 'English', flag: '🇬🇧', direction: 'ltr', region: 'en-US', ogLocale: 'en_US'},
  de: {code: 'de', label: 'Deutsch', flag: '🇩🇪', direction: 'ltr', region: 'de-DE', ogLocale: 'de_DE'},
  es: {code: 'es', label: 'Español', flag: '🇪🇸', direction: 'ltr', region: 'es-ES', ogLocale: 'es_ES'},
  ru: {code: 'ru', label: 'Русский', flag: '🇷🇺', direction: 'ltr', region: 'ru-RU', ogLocale: 'ru_RU'},
  ar: {code: 'ar', label: 'العربية', flag: '🇸🇦', direction: 'rtl', region: 'ar-SA', ogLocale: 'ar_SA'},
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
