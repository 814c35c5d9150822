import type {FAQPage, MedicalOrganization, Physician, WithContext} from 'schema-dts';
import {LOCALES} from '@site/src/data/locales';
import {PRACTICE} from '@site/src/data/practice';
import path from 'node:path';
import {PROCEDURES, PROCEDURE_TEXT_FIELDS, TREATMENT_IDS} from '@site/src/data/procedures';
import {FIGURES} from '@site/src/data/clinical';
import {formatNumeric} from '@site/src/lib/format';
import {loadSiteTexts} from '@site/plugins/site-texts';
import {socialCard} from '@site/plugins/social-cards/card';
import {procedureText as procedureTextOf} from '@site/plugins/structured-data/procedure';
import {seoTexts} from '@site/plugins/structured-data/inject';
import {PAGE_IDS, TREATMENT_PAGE_IDS, pagePath} from '@site/src/data/routes';
import {
  faqPage,
  ids,
  medicalProcedure,
  medicalWebPage,
  physicianNode,
  practiceNode,
  profilePage,
  serializeJsonLd,
  siteGraph,
  type JsonLd,
} from '@site/src/lib/structuredData';
import {checkJsonLd, loadVocabulary} from '../helpers/jsonLdVocabulary';

const SITE = 'https://www.dr-jansen.example';
const SITE_DIR = path.join(__dirname, '..', '..');
const contentOf = (locale: string) => loadSiteTexts(SITE_DIR, locale);
const SEO_TEXTS = Object.fromEntries(LOCALES.map((l) => [l, seoTexts(contentOf(l))]));
const procedureText = (id: (typeof TREATMENT_IDS)[number], locale: string) => procedureTextOf(id, contentOf(locale));
const formatFigure = (figure: Parameters<typeof formatNumeric>[1], locale: string) => formatNumeric(locale, figure);
const vocab = loadVocabulary();

function site(locale: (typeof LOCALES)[number]) {
  return {siteUrl: SITE, locale, practice: PRACTICE, texts: SEO_TEXTS[locale]!, logoPath: '/img/logo.svg'};
}

function nodes(graph: JsonLd): Record<string, unknown>[] {
  return (graph as unknown as {'@graph': Record<string, unknown>[]})['@graph'];
}

describe('site graph', () => {
  it.each(LOCALES)('links practice, surgeon and clinics by @id (%s)', (locale) => {
    const graph = siteGraph(site(locale));
    expect(graph['@context']).toBe('https://schema.org');
    const all = nodes(graph);
    const byId = new Map(all.map((n) => [n['@id'] as string, n]));
    const practice = byId.get(`${SITE}/#practice`)!;
    const physician = byId.get(`${SITE}/#physician`)!;
    expect(practice['@type']).toBe('MedicalOrganization');
    expect(physician['@type']).toBe('Physician');
    expect(practice.member).toEqual({'@id': `${SITE}/#physician`});
    expect(physician.memberOf).toEqual({'@id': `${SITE}/#practice`});
    // Every location reference resolves to a clinic node in the graph.
    const locations = practice.location as {'@id': string}[];
    expect(locations).toHaveLength(PRACTICE.clinics.length);
    for (const ref of locations) expect(['MedicalClinic', 'Hospital']).toContain(byId.get(ref['@id'])?.['@type']);
    expect(practice.telephone).toBe(PRACTICE.phone[locale].e164);
    expect(practice.url).toBe(`${SITE}${pagePath('home', locale)}`);
    expect(practice.logo).toBe(`${SITE}/img/logo.svg`);
    expect(practice.sameAs).toEqual(PRACTICE.social.map((s) => s.url));
    expect(practice.description).toBe(SEO_TEXTS[locale]!.practiceDescription);
    expect(physician.url).toBe(`${SITE}${pagePath('about', locale)}`);
    expect(checkJsonLd(graph, vocab)).toEqual([]);
  });

  it('gives clinics their address from practice.ts', () => {
    const clinics = nodes(siteGraph(site('nl'))).filter(
      (n) => n['@type'] === 'MedicalClinic' || n['@type'] === 'Hospital',
    );
    expect(clinics.map((c) => c.name)).toEqual(PRACTICE.clinics.map((c) => c.name));
    expect(clinics[0]!.address).toMatchObject({'@type': 'PostalAddress', addressLocality: PRACTICE.clinics[0]!.city});
  });

  it('keeps @ids stable across locales and trailing slashes', () => {
    expect(ids(`${SITE}/`).practice).toBe(ids(SITE).practice);
    const nl = practiceNode(site('nl'));
    const ar = practiceNode(site('ar'));
    expect(nl['@id']).toBe(ar['@id']);
    const ru = physicianNode(site('ru'));
    expect(ru.name).toBe('Доктор Янсен');
    expect(ru.alternateName).toBe(PRACTICE.surgeon.displayName);
  });

  it('gives the surgeon the clinics, the procedures and the registrations a patient can check', () => {
    const services = TREATMENT_PAGE_IDS.map((p) => ({
      name: `Behandlung ${p}`,
      url: `${SITE}${pagePath(p, 'de')}`,
    }));
    const doc = physicianNode({...site('de'), services}) as unknown as Record<string, unknown>;
    expect(doc.medicalSpecialty).toBe('Musculoskeletal');
    expect(doc.hospitalAffiliation).toEqual(PRACTICE.clinics.map((c) => ({'@id': `${SITE}/#clinic-${c.key}`})));
    expect(doc.availableService).toEqual(services.map((s) => ({'@type': 'MedicalProcedure', ...s})));
    expect(doc.identifier).toEqual([
      {'@type': 'PropertyValue', propertyID: 'BIG', value: PRACTICE.surgeon.registration.big},
      {'@type': 'PropertyValue', propertyID: 'colegiado', value: PRACTICE.surgeon.registration.colegiado},
    ]);
    expect(checkJsonLd(doc, vocab)).toEqual([]);
  });

  it('type-checks against schema-dts', () => {
    // Compile-time: these assignments fail `tsc` if a builder emits a property its type lacks.
    const org: MedicalOrganization = practiceNode(site('nl'));
    const doc: Physician = physicianNode(site('nl'));
    expect([org, doc]).toHaveLength(2);
  });
});

describe('faqPage', () => {
  const input = {siteUrl: SITE, url: `${SITE}/en/`, locale: 'en' as const, name: 'Dr. Jansen'};

  it('turns the visible questions into Question/Answer pairs in order', () => {
    const data: WithContext<FAQPage> = faqPage(input, [
      {question: 'How long is the wait? ', answer: 'About 4 weeks.'},
      {question: 'Is it covered?', answer: 'Yes, in the Netherlands.'},
    ]);
    expect(data['@type']).toBe('FAQPage');
    expect(data.inLanguage).toBe('en');
    expect(data.url).toBe(`${SITE}/en/`);
    expect(data.mainEntity).toEqual([
      {'@type': 'Question', name: 'How long is the wait?', acceptedAnswer: {'@type': 'Answer', text: 'About 4 weeks.'}},
      {
        '@type': 'Question',
        name: 'Is it covered?',
        acceptedAnswer: {'@type': 'Answer', text: 'Yes, in the Netherlands.'},
      },
    ]);
    expect(checkJsonLd(data, vocab)).toEqual([]);
  });

  it('drops empty entries and refuses an FAQ without questions', () => {
    expect(
      (
        faqPage(input, [
          {question: 'Q?', answer: 'A.'},
          {question: ' ', answer: 'x'},
        ]).mainEntity as unknown[]
      ).length,
    ).toBe(1);
    expect(() => faqPage(input, [])).toThrow(/no questions/);
  });
});

describe('procedures', () => {
  it.each(TREATMENT_IDS.flatMap((id) => LOCALES.map((l) => [id, l] as const)))(
    '%s in %s has every text, figures filled in',
    (id, locale) => {
      const text = procedureText(id, locale);
      for (const [key, value] of Object.entries(text)) {
        expect(value.trim()).not.toBe('');
        expect(value).not.toMatch(/[{}]/);
        // The name is the page title, which may be the Dutch word (German "Knieprothese").
        if (locale !== 'nl' && key !== 'bodyLocation' && key !== 'name')
          expect(value).not.toBe(procedureText(id, 'nl')[key as keyof typeof text]);
      }
    },
  );

  it('uses every declared figure in every language (no figure forgotten in a translation)', () => {
    for (const id of TREATMENT_IDS) {
      const info = PROCEDURES[id];
      for (const locale of LOCALES) {
        const messages = contentOf(locale).texts.procedures;
        const all = PROCEDURE_TEXT_FIELDS.map((f) => messages[`procedure.${id}.${f}`]?.message ?? '').join(' ');
        for (const key of Object.keys(info.values))
          expect([id, locale, key, all.includes(`{${key}}`)]).toEqual([id, locale, key, true]);
      }
    }
  });

  it('formats figures from clinical.ts per locale', () => {
    // The formatter, on figures of each shape (not the data's values: those may change).
    expect(formatFigure({value: 60, unit: 'minute'}, 'nl')).toBe('60');
    expect(formatFigure({value: [2, 3], unit: 'hour'}, 'en')).toBe('2–3');
    expect(formatFigure({value: 2.5, unit: 'percent'}, 'de')).toMatch(/^2,5\s%$/);
    // The procedure texts quote the data's figure, whatever it is.
    expect(procedureText('hip', 'nl').howPerformed).toContain(
      `${formatFigure(FIGURES['operation.duration'], 'nl')} minu`,
    );
    // A placeholder without a figure fails, naming the translation file and id.
    const content = contentOf('de');
    content.texts.procedures['procedure.hip.followup'] = {message: 'Nach {nope} Wochen'};
    expect(() => procedureTextOf('hip', content)).toThrow(
      'i18n/de/site-texts/procedures.json (Dutch: src/texts/procedures.json) "procedure.hip.followup": unknown placeholder {nope}',
    );
    delete content.texts.procedures['procedure.hip.followup'];
    expect(() => procedureTextOf('hip', content)).toThrow('no message "procedure.hip.followup"');
  });

  it.each(TREATMENT_IDS)('%s builds a conforming procedure and medical web page', (id) => {
    const url = `${SITE}${pagePath(id, 'es')}`;
    const proc = medicalProcedure({
      siteUrl: SITE,
      url,
      locale: 'es',
      info: PROCEDURES[id],
      text: procedureText(id, 'es'),
    });
    expect(proc['@type']).toBe(PROCEDURES[id].schemaType);
    expect(proc).toMatchObject({
      bodyLocation: expect.any(String),
      howPerformed: expect.any(String),
      preparation: expect.any(String),
      followup: expect.any(String),
    });
    const page = medicalWebPage({
      siteUrl: SITE,
      url,
      locale: 'es',
      name: 'Página',
      description: 'Descripción',
      procedureId: proc['@id'] as string,
      lastReviewed: '2026-11-23',
    });
    expect(page.about).toEqual({'@id': `${url}#procedure`});
    expect(page.lastReviewed).toBe('2026-11-23');
    expect(page.medicalAudience).toEqual({'@type': 'MedicalAudience', audienceType: 'Patient'});
    expect(page.inLanguage).toBe('es');
    expect(page.reviewedBy).toEqual({'@id': `${SITE}/#physician`});
    expect(checkJsonLd(proc, vocab)).toEqual([]);
    expect(checkJsonLd(page, vocab)).toEqual([]);
  });

  it('gives an injection its procedure type and surgery none', () => {
    const inj = medicalProcedure({
      siteUrl: SITE,
      url: 'u',
      locale: 'nl',
      info: PROCEDURES.infiltrations,
      text: procedureText('infiltrations', 'nl'),
    });
    expect(inj).toMatchObject({'@type': 'TherapeuticProcedure', procedureType: 'PercutaneousProcedure'});
    const hip = medicalProcedure({
      siteUrl: SITE,
      url: 'u',
      locale: 'nl',
      info: PROCEDURES.hip,
      text: procedureText('hip', 'nl'),
    });
    expect(hip).not.toHaveProperty('procedureType');
  });
});

describe('profilePage', () => {
  it('is about the surgeon, in the page language', () => {
    const data = profilePage({
      siteUrl: SITE,
      url: `${SITE}/ar/an-aldoktor-jansen`,
      locale: 'ar',
      name: 'عن الدكتور يانسن',
    });
    expect(data).toMatchObject({'@type': 'ProfilePage', inLanguage: 'ar', mainEntity: {'@id': `${SITE}/#physician`}});
    expect(checkJsonLd(data, vocab)).toEqual([]);
  });
});

describe('vocabulary check', () => {
  it('knows the types we use and their inherited properties', () => {
    expect(vocab.propertiesOf('SurgicalProcedure')).toEqual(expect.any(Set));
    expect(vocab.propertiesOf('SurgicalProcedure')!.has('howPerformed')).toBe(true);
    expect(vocab.propertiesOf('SurgicalProcedure')!.has('name')).toBe(true); // from Thing
    expect(vocab.propertiesOf('MedicalClinic')!.has('address')).toBe(true); // from Place/Organization
    expect(vocab.hasType('Surgeon')).toBe(false);
  });

  it('rejects unknown types, unknown properties and untyped nodes', () => {
    const bad = {
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      name: 'x',
      doctor: 'y',
      about: {'@type': 'Surgeon', name: 'z'},
      mainEntity: {name: 'no type'},
      reviewedBy: {'@id': 'ok'},
    };
    const errors = checkJsonLd(bad, vocab);
    expect(errors).toEqual([
      '$: "doctor" is not a property of MedicalWebPage',
      '$.about: unknown schema.org type "Surgeon"',
      '$.mainEntity: node without @type (keys name)',
    ]);
    expect(
      checkJsonLd(
        {'@type': 'TherapeuticProcedure', bodyLocation: 'x', procedureType: 'PercutaneousProcedure', drugs: 1},
        vocab,
      ),
    ).toEqual(['$: "drugs" is not a property of TherapeuticProcedure']);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    const json = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: '</script><script>alert(1)</script>',
    });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('social cards', () => {
  it.each(LOCALES)('every page has a card with texts in %s', (locale) => {
    for (const page of PAGE_IDS) {
      const content = contentOf(locale);
      const card = socialCard(page, content);
      expect(card.file).toBe(`img/social/${page}.png`);
      expect(card.title.trim()).not.toBe('');
      // A page's card shows its one name, the front-matter title.
      if (page !== 'home') expect(card.title).toBe(content.titles[page]);
      // The surgeon's name in the page's script (practice.ts), whatever its case at the start of the alt text.
      const expected = page === 'home' ? SEO_TEXTS[locale]!.surgeonName : card.title;
      expect(card.alt.toLocaleLowerCase(locale)).toContain(expected.toLocaleLowerCase(locale));
    }
  });
});
