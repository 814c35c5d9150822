/**
 * Shared `Intl` formatters, one per locale and options. Creating one loads
 * locale data and costs far more than formatting with it; the treatment and
 * home pages format dozens of figures while the page hydrates on a phone.
 */
const cache = new Map<string, unknown>();

/**
 * The conventions each interface language formats with. The site's English is
 * British (spelling, `cspell` en-GB): dates "23 November 2026", lists without
 * the serial comma. Other locales format as their code says.
 */
const FORMAT_LOCALE: Readonly<Record<string, string>> = {en: 'en-GB'};

function cached<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(FORMAT_LOCALE[locale] ?? locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return cached('list', locale, options, () => new Intl.ListFormat(FORMAT_LOCALE[locale] ?? locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(FORMAT_LOCALE[locale] ?? locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached('names', locale, options, () => new Intl.DisplayNames(FORMAT_LOCALE[locale] ?? locale, options));
}
