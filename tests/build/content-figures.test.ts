/**
 * After the build, each treatment page and the about page show their key
 * figures in every locale, formatted for that locale exactly as the
 * components format them (src/lib/format.ts), qualifier included ("более
 * 14 дней", «خلال 3 أشهر»).
 * Locales whose pages are not written yet fail with the page and figure named.
 */
import {LOCALES, type Locale} from '@site/src/data/locales';
import {pagePath, type DocPageId} from '@site/src/data/routes';
import {FIGURES, HIP_COMPLICATIONS, KNEE_COMPLICATIONS, POST_OP_SCHEDULE, INFILTRATION_EFFECTS, type Figure} from '@site/src/data/clinical';
import {stat} from '@site/src/data/stats';
import {figureWordsFrom, formatFigure, formatNumber} from '@site/src/lib/format';
import {builtPage} from '../helpers/site';
import {messagesOf} from '../helpers/messages';

/** A figure as the components show it: with its qualifier, in the words of the locale's messages. */
function shown(locale: Locale, figure: Figure): string {
  const {words, qualifiers} = figureWordsFrom(locale, (id) => messagesOf(locale).get(id));
  return formatFigure(locale, figure, words, qualifiers);
}

/** Same text whatever spaces or direction marks Intl or the minifier used. */
export function normalise(text: string): string {
  return text
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

const complication = <K extends string>(list: readonly {key: K; chance: Figure}[], key: K): Figure => list.find((c) => c.key === key)!.chance;

/** Key figures per page (spec 4, 9.5-9.7; DESIGN.md for the knee); a page added later may have none. */
const KEY_FIGURES: Partial<Record<DocPageId, Record<string, Figure>>> = {
  hip: {
    'wound infection 0.7%': complication(HIP_COMPLICATIONS, 'woundInfection'),
    'numb thigh 1-2%': complication(HIP_COMPLICATIONS, 'numbThigh'),
    'dislocation 0.3%': complication(HIP_COMPLICATIONS, 'dislocation'),
    'fracture 0.2%': complication(HIP_COMPLICATIONS, 'fracture'),
    'thrombosis 0.5%': complication(HIP_COMPLICATIONS, 'thrombosis'),
    'blood loss 200 cc': FIGURES['operation.bloodLoss'],
    'operation 60 min': FIGURES['operation.duration'],
    'scar 10 cm': FIGURES['operation.scar.hip'],
    'walking distance 500 m': FIGURES['requirements.walkingDistance'],
    'BMI 35': FIGURES['requirements.bmi'],
    'anterior 0.3-0.5%': FIGURES['approach.anterior.dislocation'],
    'posterolateral 3-4%': FIGURES['approach.posterolateral.dislocation'],
    'lifespan 20-30 years': FIGURES['prosthesis.lifespan'],
    'polyethylene 15-25 years': FIGURES['prosthesis.polyethyleneWear'],
    'thrombosis prophylaxis 5 weeks': FIGURES['thrombosis.duration'],
    'wound drainage 14 days': FIGURES['woundDrainage.days'],
    'antibiotics 6 weeks': FIGURES['woundDrainage.antibiotics'],
    'success 90%': FIGURES['woundDrainage.success'],
    ...Object.fromEntries(POST_OP_SCHEDULE.map((e) => [`${e.activity} after`, e.after])),
  },
  knee: {
    'kneecap pain 5%': complication(KNEE_COMPLICATIONS, 'kneecapPain'),
    'numb spot 1%': complication(KNEE_COMPLICATIONS, 'numbSpot'),
    'wound infection 0.5%': complication(KNEE_COMPLICATIONS, 'woundInfection'),
    'stiffness 1%': complication(KNEE_COMPLICATIONS, 'stiffness'),
    'blood loss 200 cc': FIGURES['operation.bloodLoss'],
    'scar 15 cm': FIGURES['operation.scar.knee'],
    'walking distance 500 m': FIGURES['requirements.walkingDistance'],
    'BMI 35': FIGURES['requirements.bmi'],
    'lifespan 20-30 years': FIGURES['prosthesis.lifespan'],
    'thrombosis prophylaxis 5 weeks': FIGURES['thrombosis.duration'],
    'success 90%': FIGURES['woundDrainage.success'],
    ...Object.fromEntries(POST_OP_SCHEDULE.map((e) => [`${e.activity} after`, e.after])),
  },
  revision: {
    'operation 2-3 hours': FIGURES['revision.duration'],
    'hospital stay 3 days': FIGURES['revision.hospitalStay'],
    'early infection 3 months': FIGURES['infection.earlyWithin'],
    'cultures 2 weeks': FIGURES['revision.twoStage.cultures'],
    'success 90%': FIGURES['woundDrainage.success'],
  },
  infiltrations: {
    ...Object.fromEntries(INFILTRATION_EFFECTS.map((e) => [`${e.key} duration`, e.duration])),
    'hydrogel 2.5%': FIGURES['infiltrations.hydrogelConcentration'],
  },
  about: {},
};

function articleText(locale: Locale, page: DocPageId): string {
  const article = builtPage(pagePath(page, locale)).querySelector('article');
  if (!article) throw new Error(`${pagePath(page, locale)}: no <article>`);
  return normalise(article.textContent);
}

describe.each(LOCALES.map((l) => [l]))('%s', (locale) => {
  test.each(Object.keys(KEY_FIGURES).map((p) => [p]))('%s page shows its key figures', (page) => {
    const text = articleText(locale, page as DocPageId);
    const missing = Object.entries(KEY_FIGURES[page as DocPageId] ?? {})
      .map(([name, figure]) => ({name, expected: normalise(shown(locale, figure))}))
      .filter(({expected}) => !text.includes(expected))
      .map(({name, expected}) => `${name} ("${expected}")`);
    expect({page: pagePath(page as DocPageId, locale), missing}).toEqual({page: pagePath(page as DocPageId, locale), missing: []});
  });

  test('about page shows the home page statistics (years, patients)', () => {
    const text = articleText(locale, 'about');
    for (const key of ['years', 'patients'] as const) {
      const s = stat(key);
      const expected = normalise(`${formatNumber(locale, s.value)}${s.suffix ?? ''}`);
      expect({page: pagePath('about', locale), stat: key, shown: text.includes(expected)}).toEqual({page: pagePath('about', locale), stat: key, shown: true});
    }
  });
});
