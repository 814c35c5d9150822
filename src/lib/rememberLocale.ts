import {STORAGE_KEY} from './languagePreference';
import type {Locale} from '../data/locales';

/** Stores the chosen locale; storage may be disabled, which is not an error. */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or blocked storage: the URL still decides the language.
  }
}
