import path from 'node:path';
import {main} from '../../scripts/workflow/status';
import {
  SHARED_CONCEPTS,
  collectTermStatus,
  countTermProblems,
  findWrong,
  formatTermReport,
  jsonLdStrings,
  loadTermbase,
  localeTexts,
  mdxTexts,
  missingSharedConcepts,
  parseTermbase,
  termbaseLocales,
  wordMatches,
} from '../../scripts/workflow/terms';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'i18n');
const TREE = path.join(FIXTURES, 'terms');

describe('termbase shape', () => {
  it('accepts the documented shape', () => {
    const {termbase, errors} = parseTermbase(
      {
        $comment: 'x',
        'hip-joint': {term: 'тазобедренный сустав', wrong: ['бедро'], allow: ['шейка бедра']},
        crutches: {term: 'krukken', wrong: []},
      },
      'f.json',
    );
    expect(errors).toEqual([]);
    expect(Object.keys(termbase)).toEqual(['hip-joint', 'crutches']);
  });

  it('names every problem of a malformed termbase', () => {
    const [de] = collectTermStatus(TREE, ['de'], {buildDir: false});
    expect(de!.errors).toEqual([
      'i18n/de/terms.json: "Hip Joint": concept ids are English kebab-case (e.g. "hip-joint")',
      'i18n/de/terms.json: "Hip Joint": "term" must be a non-empty string',
      'i18n/de/terms.json: "knee-joint": unknown key(s) note (only term, wrong, allow)',
      'i18n/de/terms.json: "knee-joint": "knie" is listed twice',
      'i18n/de/terms.json: "Kniegelenk" is wrong for "prosthesis" but it is (in) the term of "knee-joint": "Kniegelenk"',
    ]);
    expect(parseTermbase([], 'x.json').errors).toEqual([
      'x.json: expected an object of {"concept-id": {"term": …, "wrong": […]}}',
    ]);
    expect(parseTermbase({a: {term: 'A', wrong: 'b'}}, 'x.json').errors).toEqual([
      'x.json: "a": "wrong" must be a list of non-empty strings',
    ]);
    expect(parseTermbase({a: {term: 'A', wrong: ['a']}}, 'x.json').errors).toEqual([
      'x.json: "a": "a" is the term itself',
    ]);
  });
});

describe('finding wrong variants', () => {
  const ru = parseTermbase(
    {'hip-joint': {term: 'тазобедренный сустав', wrong: ['бедро', 'бедра'], allow: ['шейка бедра']}},
    'ru',
  ).termbase;

  it('matches whole words in any case, only the forms listed', () => {
    expect(findWrong('Боль в БЕДРО.', ru).map((w) => w.variant)).toEqual(['бедро']);
    expect(findWrong('Тазобедренный сустав; боль в бедре.', ru)).toEqual([]);
  });

  it('lets allowed phrases and the term itself through', () => {
    expect(findWrong('Перелом: шейка бедра. Замена бедра.', ru)).toEqual([
      {
        concept: 'hip-joint',
        variant: 'бедра',
        term: 'тазобедренный сустав',
        excerpt: 'Перелом: шейка бедра. Замена бедра.',
      },
    ]);
  });

  it('finds a phrase where the whole-word pattern (letter, digit and mark lookarounds, flags giu) does', () => {
    // wordMatches checks the boundaries apart, for speed; it must find what the one pattern finds.
    const pattern = (phrase: string) =>
      new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${phrase.replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}\\p{M}])`, 'giu');
    const texts = [
      'aa aaa a-aa aa1 1aa aá aa\u0301 \u0301aa 𝒜aa aa𝒜 😀aa😀 AA. Aa',
      'bedro bedrobedro BEDRO,bedro xbedro bedro\u0301',
      'de knie  prothese, knie\nprothese, knieprothese, de kniE Prothese1 e.',
    ];
    for (const [phrase, text] of [
      ['aa', texts[0]!],
      ['a', texts[0]!],
      ['bedro', texts[1]!],
      ['knie prothese', texts[2]!],
      ['e', texts[2]!],
      // Not whole words at 1, whole at 3: the search goes on inside a refused match.
      ['a a', 'ba a a'],
    ] as const) {
      const expected = [...text.matchAll(pattern(phrase))].map((m) => ({index: m.index, text: m[0]}));
      expect([phrase, wordMatches(text, phrase)]).toEqual([phrase, expected]);
      expect(expected.length).toBeGreaterThan(0);
    }
  });

  it('reads Arabic without its short vowels', () => {
    const ar = parseTermbase({prosthesis: {term: 'مفصل اصطناعي', wrong: ['صناعي']}}, 'ar').termbase;
    expect(findWrong('مفصل صِناعي', ar)).toHaveLength(1);
    expect(findWrong('مفصل اصطناعي', ar)).toEqual([]);
  });
});

describe('what a locale reads', () => {
  it('takes the prose of a page: front matter and text, not ids, tags or link targets', () => {
    const texts = mdxTexts(
      'p.mdx',
      '---\nslug: /bedro\ntitle: "Бедро"\n---\n\n## A {#bedro}\n\n<Fig id="bedro" />\n[x](./bedro.mdx)\n',
    );
    expect(texts.map((t) => [t.where, t.text.trim()])).toEqual([
      ['front matter title', 'Бедро'],
      ['line 6', '## A'],
      ['line 9', '[x]'],
    ]);
  });

  it('takes the words of structured data, not its ids, links and codes', () => {
    expect(
      jsonLdStrings({
        '@type': 'Physician',
        '@id': 'https://x/#p',
        name: 'Dr. Jansen',
        url: 'https://x',
        telephone: '+3130',
      }),
    ).toEqual([{where: '$.name', text: 'Dr. Jansen'}]);
  });

  it('covers pages, messages (not translator notes), site texts and the built JSON-LD', () => {
    const sources = localeTexts(TREE, 'ru').map((t) => `${t.source}: ${t.file}`);
    expect(new Set(sources)).toEqual(
      new Set([
        'page: i18n/ru/docusaurus-plugin-content-docs/current/hip.mdx',
        'message: i18n/ru/code.json',
        'message: src/data/languageOffer.ts',
        'site text: i18n/ru/site-texts/faq.json',
        'structured data: build/ru/index.html',
      ]),
    );
    expect(localeTexts(TREE, 'ru').some((t) => t.text.includes('translator note'))).toBe(false);
    expect(localeTexts(TREE, 'ru', {buildDir: false}).some((t) => t.source === 'structured data')).toBe(false);
  });
});

describe('term status of a tree', () => {
  it('checks exactly the locales that have a termbase', () => {
    expect(termbaseLocales(TREE)).toEqual(['de', 'ru', 'ar']);
  });

  it('lists every wrong variant with its file and place', () => {
    const [ru, ar] = collectTermStatus(TREE, ['ru', 'ar']);
    expect(ru!.errors).toEqual([]);
    expect(ru!.hits.map((h) => `${h.file} ${h.where} ${h.variant}`)).toEqual([
      'i18n/ru/docusaurus-plugin-content-docs/current/hip.mdx front matter title бедра',
      'i18n/ru/docusaurus-plugin-content-docs/current/hip.mdx line 9 бедро',
      'i18n/ru/docusaurus-plugin-content-docs/current/hip.mdx line 13 бедро',
      'i18n/ru/code.json home.hip бедра',
      'i18n/ru/site-texts/faq.json faq.hip бедро',
      'build/ru/index.html JSON-LD 1.description бедро',
    ]);
    expect(ar!.hits.map((h) => `${h.where} ${h.variant}`)).toEqual(['home.a صناعي']);
  });

  it('are part of npm run i18n:status, which fails on them', () => {
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const code = main(
        [
          '--reference',
          path.join(FIXTURES, 'reference'),
          '--allowlist',
          path.join(FIXTURES, 'allowlist.json'),
          '--no-git',
        ],
        TREE,
      );
      expect(code).toBe(1);
    } finally {
      log.mockRestore();
      err.mockRestore();
    }
    const out = lines.join('\n');
    expect(out).toContain('ru: 1 concept(s), 6 problem(s)');
    expect(out).toContain(
      '✖ wrong term    i18n/ru/code.json  home.hip  "бедра" → "тазобедренный сустав" (hip-joint, message): "Замена бедра"',
    );
    expect(out).toContain('✖ termbase      i18n/de/terms.json: "Hip Joint": concept ids are English kebab-case');
  });
});

describe('concepts every language settles (issue 43)', () => {
  const SITE = path.resolve(__dirname, '..', '..');

  it('lists a shared concept as missing until the termbase has it, under its id or an alias', () => {
    const all = SHARED_CONCEPTS.map((c) => c.id);
    expect(missingSharedConcepts({}).map((c) => c.id)).toEqual(all);
    const entry = {term: 't', wrong: []};
    const some = {'page-review': entry, prp: entry, infiltration: entry};
    expect(missingSharedConcepts(some).map((c) => c.id)).toEqual(
      all.filter((id) => !['page-review', 'platelet-rich-plasma', 'infiltration'].includes(id)),
    );
  });

  it('names the missing ones in the report as warnings, not as problems', () => {
    const [de] = collectTermStatus(TREE, ['de']);
    expect(de!.missing.length).toBeGreaterThan(0);
    expect(countTermProblems([de!])).toBe(de!.errors.length + de!.hits.length);
    const text = formatTermReport([de!]);
    for (const c of de!.missing) expect(text).toContain(`⚠ no concept    i18n/de/terms.json  "${c.id}": ${c.gloss}`);
  });

  it('uses concept ids a termbase accepts', () => {
    const entries = Object.fromEntries(SHARED_CONCEPTS.map((c) => [c.id, {term: `t-${c.id}`, wrong: []}]));
    expect(parseTermbase(entries, 'x.json').errors).toEqual([]);
  });

  it('are all in the Dutch termbase, the source every translation follows', () => {
    const {termbase, errors} = loadTermbase(SITE, 'nl');
    expect(errors).toEqual([]);
    expect(missingSharedConcepts(termbase).map((c) => c.id)).toEqual([]);
  });

  it('reject the Dutch variants the native reading found mixed', () => {
    const {termbase} = loadTermbase(SITE, 'nl');
    const variants = (text: string) => findWrong(text, termbase).map((h) => `${h.concept}:${h.variant}`);
    expect(variants('PRP (bloedplaatjesrijk plasma) of een hydrogel')).toEqual([
      'platelet-rich-plasma:bloedplaatjesrijk plasma',
      'polyacrylamide-gel:hydrogel',
    ]);
    expect(variants('Laatst beoordeeld: 1 mei · Volgende beoordeling: 1 juni')).toEqual([
      'page-review:laatst beoordeeld',
      'page-review:volgende beoordeling',
    ]);
    expect(variants('Het gewricht is dik in de dagen na de injectie.')).toEqual(['infiltration:na de injectie']);
    // A placeholder is a name in code, not a word: {hydrogel} is no variant.
    expect(variants('een polyacrylamidegel van {hydrogel}')).toEqual([]);
    // The definition and the injection against thrombosis stay correct.
    expect(variants('Een infiltratie is een injectie in het gewricht. Elke dag een injectie tegen trombose.')).toEqual(
      [],
    );
  });
});
