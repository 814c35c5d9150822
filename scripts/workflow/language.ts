/**
 * Does a translated page read as its language, or still as Dutch? `i18n:mark` asks before it records
 * a translation. Latin-script languages: the share of Dutch function words against the language's own
 * (words both have count for neither). Russian and Arabic: Latin letters against the language's script.
 */
import matter from 'gray-matter';
import {pageBody} from './translationFiles';

// cspell:disable -- the function words of four languages

const DUTCH_WORDS =
  'de het een van en niet voor zijn dat is op te met ook bij of naar u uw wordt die na kunt worden dan deze wat als er hoe';

/** The language's most frequent function words (lower case, space-separated). */
const OWN_WORDS: Readonly<Record<string, string>> = {
  en: 'the and of to a is in you your for with not be are it this that after can or on how',
  de: 'der die das und nicht ist ein eine sie mit für zu den dem auf sich werden wird nach oder es wie ihr ihre bei von im',
  es: 'el la los las y que no por para un una es con se del su al o lo como sus más',
};

// cspell:enable

/** The script of languages not written in Latin letters. */
const SCRIPTS: Readonly<Record<string, RegExp>> = {
  ru: /\p{Script=Cyrillic}/gu,
  ar: /\p{Script=Arabic}/gu,
};

/** Fewer words than this decide nothing (a page of components only). */
const MIN_WORDS = 20;

/** The readable prose of an MDX page: no front matter, comments, code, tags, link targets or heading ids. */
export function proseOfPage(text: string): string {
  return pageBody(text)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/^\s*(```|~~~)[\s\S]*?^\s*\1/gm, ' ')
    .replace(/^\s*(?:import|export)\s.*$/gm, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[\w-]+\}/g, ' ');
}

export interface LanguageVerdict {
  /** True when the prose reads as Dutch rather than as `locale`. */
  dutch: boolean;
  /** What was counted, for the message: `41% Dutch function words, 2% English ones`. */
  evidence: string;
  words: number;
}

const percent = (n: number, of: number) => `${Math.round((100 * n) / Math.max(of, 1))}%`;

/** Whether a page's prose reads as Dutch instead of `locale`; undefined when the check does not apply. */
export function readsAsDutch(prose: string, locale: string): LanguageVerdict | undefined {
  const words = prose.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < MIN_WORDS) return undefined;
  const script = SCRIPTS[locale];
  if (script) {
    const own = prose.match(script)?.length ?? 0;
    const latin = prose.match(/\p{Script=Latin}/gu)?.length ?? 0;
    const name = new Intl.DisplayNames(['en'], {type: 'script'}).of(locale === 'ru' ? 'Cyrl' : 'Arab');
    return {
      dutch: latin > own,
      evidence: `${percent(latin, latin + own)} Latin letters, ${percent(own, latin + own)} ${name}`,
      words: words.length,
    };
  }
  const ownList = OWN_WORDS[locale]?.split(' ');
  if (!ownList) return undefined;
  const dutchList = DUTCH_WORDS.split(' ');
  const dutchOnly = new Set(dutchList.filter((w) => !ownList.includes(w)));
  const ownOnly = new Set(ownList.filter((w) => !dutchList.includes(w)));
  const dutchCount = words.filter((w) => dutchOnly.has(w)).length;
  const ownCount = words.filter((w) => ownOnly.has(w)).length;
  const language = new Intl.DisplayNames(['en'], {type: 'language'}).of(locale);
  return {
    dutch: dutchCount > ownCount,
    evidence: `${percent(dutchCount, words.length)} Dutch function words, ${percent(ownCount, words.length)} ${language} ones`,
    words: words.length,
  };
}

export interface NotTranslated {
  /** Line of the file (from 1). */
  line: number;
  problem: string;
}

/** What in a translated page is still the Dutch page's (`dutchText`): its title, description or prose. */
export function stillDutch(text: string, dutchText: string, locale: string): NotTranslated[] {
  const out: NotTranslated[] = [];
  const lines = text.split('\n');
  const lineOf = (find: (line: string) => boolean, fallback = 1) => {
    const i = lines.findIndex(find);
    return i < 0 ? fallback : i + 1;
  };
  let data: Record<string, unknown> = {};
  let dutchData: Record<string, unknown> = {};
  try {
    data = matter(text, {}).data as Record<string, unknown>;
    dutchData = matter(dutchText, {}).data as Record<string, unknown>;
  } catch {
    // A broken front matter is reported on its own line by the caller.
  }
  // A title may rightly read the same ("Knieprothese" in German); a description is
  // sentences, never the same in two languages: with it, the title counts too.
  const same = (key: 'title' | 'description') => {
    const own = data[key];
    const source = dutchData[key];
    return typeof own === 'string' && typeof source === 'string' && own.trim() !== '' && own.trim() === source.trim();
  };
  if (same('description')) {
    for (const key of same('title') ? (['title', 'description'] as const) : (['description'] as const)) {
      out.push({
        line: lineOf((l) => l.startsWith(`${key}:`)),
        problem: `the front matter ${key} is still the Dutch one (${JSON.stringify(String(data[key]).trim())})`,
      });
    }
  }
  const dutchProse = proseOfPage(dutchText);
  const prose = proseOfPage(text);
  const firstProseLine = () => {
    const end = text.startsWith('---') ? lines.indexOf('---', 1) + 1 : 0;
    const i = lines.findIndex((l, n) => n >= end && /\p{L}/u.test(proseOfPage(`---\n---\n${l}`)));
    return i < 0 ? Math.max(end, 1) : i + 1;
  };
  const dutchWords = dutchProse.match(/\p{L}+/gu)?.length ?? 0;
  const ownWords = prose.match(/\p{L}+/gu)?.length ?? 0;
  if (dutchWords >= MIN_WORDS && ownWords === 0) {
    out.push({line: firstProseLine(), problem: 'the page has no text, while the Dutch page has'});
    return out;
  }
  const verdict = readsAsDutch(prose, locale);
  if (verdict?.dutch) {
    const language = new Intl.DisplayNames(['en'], {type: 'language'}).of(locale);
    out.push({line: firstProseLine(), problem: `the text still reads as Dutch, not ${language} (${verdict.evidence})`});
  }
  return out;
}
