import type {Locale} from './locales';

/**
 * The browser-language toast speaks the visitor's language, not the page's,
 * so its texts live here rather than in a locale's code.json.
 */
export const LANGUAGE_OFFER: Record<Locale, {message: string; action: string}> = {
  nl: {message: 'Deze pagina is ook beschikbaar in het Nederlands.', action: 'Bekijken'},
  en: {message: 'This page is also available in English.', action: 'View'},
  de: {message: 'Diese Seite gibt es auch auf Deutsch.', action: 'Ansehen'},
  es: {message: 'Esta página también está disponible en español.', action: 'Ver'},
  ru: {message: 'Эта страница доступна и на русском языке.', action: 'Открыть'},
  ar: {message: 'هذه الصفحة متاحة أيضًا باللغة العربية.', action: 'عرض'},
};
