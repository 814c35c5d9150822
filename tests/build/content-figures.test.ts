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
import {figureWordsFrom, formatFigure, formatNumber, selectPlural} from '@site/src/lib/format';
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

/** Key figures per page (ARCHITECTURE "One truth" for the knee); a page added later may have none. */
const KEY_FIGURES: Partial<Record<DocPageId, Record<string, Figure>>> = {
  hip: {
    'wound infection': complication(HIP_COMPLICATIONS, 'woundInfection'),
    'numb thigh': complication(HIP_COMPLICATIONS, 'numbThigh'),
    'dislocation': complication(HIP_COMPLICATIONS, 'dislocation'),
    'fracture': complication(HIP_COMPLICATIONS, 'fracture'),
    'thrombosis': complication(HIP_COMPLICATIONS, 'thrombosis'),
    'blood loss': FIGURES['operation.bloodLoss'],
    'operation': FIGURES['operation.duration'],
    'scar': FIGURES['operation.scar.hip'],
    'walking distance': FIGURES['requirements.walkingDistance'],
    'BMI': FIGURES['requirements.bmi'],
    'anterior': FIGURES['approach.anterior.dislocation'],
    'posterolateral': FIGURES['approach.posterolateral.dislocation'],
    'lifespan': FIGURES['prosthesis.lifespan'],
    'polyethylene': FIGURES['prosthesis.polyethyleneWear'],
    'thrombosis prophylaxis': FIGURES['thrombosis.duration'],
    'wound drainage': FIGURES['woundDrainage.days'],
    'antibiotics': FIGURES['woundDrainage.antibiotics'],
    'success': FIGURES['woundDrainage.success'],
    ...Object.fromEntries(POST_OP_SCHEDULE.map((e) => [`${e.activity} after`, e.after])),
  },
  knee: {
    'kneecap pain': complication(KNEE_COMPLICATIONS, 'kneecapPain'),
    'numb spot': complication(KNEE_COMPLICATIONS, 'numbSpot'),
    'wound infection': complication(KNEE_COMPLICATIONS, 'woundInfection'),
    'stiffness': complication(KNEE_COMPLICATIONS, 'stiffness'),
    'blood loss': FIGURES['operation.bloodLoss'],
    'scar': FIGURES['operation.scar.knee'],
    'walking distance': FIGURES['requirements.walkingDistance'],
    'BMI': FIGURES['requirements.bmi'],
    'lifespan': FIGURES['prosthesis.lifespan'],
    'thrombosis prophylaxis': FIGURES['thrombosis.duration'],
    'success': FIGURES['woundDrainage.success'],
    ...Object.fromEntries(POST_OP_SCHEDULE.map((e) => [`${e.activity} after`, e.after])),
  },
  revision: {
    'operation': FIGURES['revision.duration'],
    'hospital stay': FIGURES['revision.hospitalStay'],
    'early infection': FIGURES['infection.earlyWithin'],
    'cultures': FIGURES['revision.twoStage.cultures'],
    'success': FIGURES['woundDrainage.success'],
  },
  infiltrations: {
    ...Object.fromEntries(INFILTRATION_EFFECTS.map((e) => [`${e.key} duration`, e.duration])),
    'hydrogel': FIGURES['infiltrations.hydrogelConcentration'],
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

  test('about page shows the home page statistics (years, patients, locations), each with its noun', () => {
    const text = articleText(locale, 'about');
    for (const key of ['years', 'patients', 'locations'] as const) {
      const s = stat(key);
      // As <SurgeonStat counted/> writes it: the plural form for the number, from the message.
      const counted = selectPlural(locale, s.value, messagesOf(locale).get(`medical.stat.${key}.counted`)!);
      const expected = normalise(counted.replace('{count}', formatNumber(locale, s.value)));
      expect({page: pagePath('about', locale), stat: key, shown: text.includes(expected)}).toEqual({page: pagePath('about', locale), stat: key, shown: true});
    }
  });
});
