/** `./format.ts` plus the medical words Intl lacks; apart from `./useFormat.ts` so the home page ships none. */
import {translate} from '@docusaurus/Translate';
import type {Figure} from '../data/clinical';
import {formatFigure, formatFor, formatNumber, type QualifierWords, type UnitWords} from './format';
import {useLocale} from './useLocale';

export type FigureFormatter = ReturnType<typeof useFigureFormat>;

export function useFigureFormat() {
  const currentLocale = useLocale();
  const words: UnitWords = {
    night: translate({
      id: 'medical.unit.night',
      message: '{count} nacht|{count} nachten',
      description: 'A number of nights in hospital; plural forms separated by |',
    }),
    degree: translate({
      id: 'medical.unit.degree',
      message: '{count} graad|{count} graden',
      description: 'An angle in degrees (knee bending); plural forms separated by |',
    }),
    milliliter: translate({
      id: 'medical.unit.milliliter',
      message: '{value} ml',
      description: 'A volume in millilitres (blood loss), abbreviated as medical texts write it; {value} is the number',
    }),
  };
  const plain: QualifierWords['plain'] = {
    about: translate({
      id: 'medical.qualifier.about',
      message: 'ongeveer {value}',
      description: 'Approximate figure with a symbol, e.g. "about 200 ml"',
    }),
    lessThan: translate({
      id: 'medical.qualifier.lessThan',
      message: 'minder dan {value}',
      description:
        'Figure with a symbol below a bound, e.g. "less than 1 cm" (a percentage has medical.qualifier.lessThan.percent)',
    }),
    moreThan: translate({
      id: 'medical.qualifier.moreThan',
      message: 'meer dan {value}',
      description:
        'Figure with a symbol above a bound, e.g. "more than 35", "more than 1 cm" (a percentage has medical.qualifier.moreThan.percent)',
    }),
    atLeast: translate({
      id: 'medical.qualifier.atLeast',
      message: 'minstens {value}',
      description: 'Minimum with a symbol, e.g. "at least 10 cm"',
    }),
    upTo: translate({
      id: 'medical.qualifier.upTo',
      message: 'tot {value}',
      description: 'Upper end with a symbol, e.g. "up to 5 cm"',
    }),
    atMost: translate({
      id: 'medical.qualifier.atMost',
      message: 'maximaal {value}',
      description: 'Maximum with a symbol, e.g. "at most 500 m"',
    }),
    within: translate({
      id: 'medical.qualifier.within',
      message: 'binnen {value}',
      description: 'Limit with a symbol, e.g. "within 10 cm"',
    }),
  };
  // One message per qualifier and counted unit the data uses; literal ids, for write-translations.
  const messages: Record<string, string | undefined> = {
    'about.minute': translate({
      id: 'medical.figure.about.minute',
      message: 'ongeveer {count} minuut|ongeveer {count} minuten',
      description:
        'Figure with qualifier, e.g. "about 60 minutes"; plural forms separated by |, in the case the qualifier governs',
    }),
    'about.year': translate({
      id: 'medical.figure.about.year',
      message: 'ongeveer {count} jaar|ongeveer {count} jaar',
      description:
        'Figure with qualifier, e.g. "about 1 year"; plural forms separated by |, in the case the qualifier governs',
    }),
    'within.day': translate({
      id: 'medical.figure.within.day',
      message: 'maximaal {count} dag|maximaal {count} dagen',
      description:
        'Figure with qualifier, e.g. a hospital stay, "within 3 days" (at most that long); plural forms separated by |, in the case the qualifier governs',
    }),
    'within.month': translate({
      id: 'medical.figure.within.month',
      message: 'binnen {count} maand|binnen {count} maanden',
      description:
        'Figure with qualifier, e.g. "(an early infection starts) within 3 months (of the operation)"; plural forms separated by |, in the case the qualifier governs',
    }),
    'moreThan.day': translate({
      id: 'medical.figure.moreThan.day',
      message: 'meer dan {count} dag|meer dan {count} dagen',
      description:
        'Figure with qualifier, e.g. "(the wound still leaks) more than 14 days (after the operation)"; plural forms separated by |, in the case the qualifier governs',
    }),
    'atLeast.week': translate({
      id: 'medical.figure.atLeast.week',
      message: 'minstens {count} week|minstens {count} weken',
      description:
        'Figure with qualifier, e.g. "(antibiotics for) at least 6 weeks"; plural forms separated by |, in the case the qualifier governs',
    }),
    'atLeast.year': translate({
      id: 'medical.figure.atLeast.year',
      message: 'minstens {count} jaar|minstens {count} jaar',
      description:
        'Figure with qualifier, e.g. "(an injection works) at least 4 years"; plural forms separated by |, in the case the qualifier governs',
    }),
    'upTo.year': translate({
      id: 'medical.figure.upTo.year',
      message: 'tot {count} jaar|tot {count} jaar',
      description:
        'Figure with qualifier, e.g. "(the effect lasts) up to 2–3 years"; {count} can be a range; plural forms separated by |, in the case the qualifier governs',
    }),
  };
  const counted: QualifierWords['counted'] = (qualifier, unit) => messages[`${qualifier}.${unit}`];
  const percent: QualifierWords['percent'] = {
    about: translate({
      id: 'medical.qualifier.about.percent',
      message: 'ongeveer {value}',
      description: 'Approximate percentage, e.g. "about 90%"; {value} is the percentage with its sign',
    }),
    lessThan: translate({
      id: 'medical.qualifier.lessThan.percent',
      message: 'minder dan {value}',
      description: 'Percentage below a bound, e.g. "less than 0.5%"; {value} is the percentage with its sign',
    }),
    moreThan: translate({
      id: 'medical.qualifier.moreThan.percent',
      message: 'meer dan {value}',
      description: 'Percentage above a bound, e.g. "more than 90%"; {value} is the percentage with its sign',
    }),
    atLeast: translate({
      id: 'medical.qualifier.atLeast.percent',
      message: 'minstens {value}',
      description: 'Minimum percentage, e.g. "at least 90%"; {value} is the percentage with its sign',
    }),
    upTo: translate({
      id: 'medical.qualifier.upTo.percent',
      message: 'tot {value}',
      description: 'Upper end of a percentage, e.g. "up to 5%"; {value} is the percentage with its sign',
    }),
    atMost: translate({
      id: 'medical.qualifier.atMost.percent',
      message: 'maximaal {value}',
      description: 'Maximum percentage, e.g. "at most 5%"; {value} is the percentage with its sign',
    }),
    within: translate({
      id: 'medical.qualifier.within.percent',
      message: 'binnen {value}',
      description: 'Percentage as a limit, e.g. "within 5%"; {value} is the percentage with its sign',
    }),
  };
  const qualifiers: QualifierWords = {plain, percent, counted};
  return {
    ...formatFor(currentLocale),
    figure: (figure: Figure, withQualifier = true) =>
      formatFigure(currentLocale, figure, words, qualifiers, withQualifier),
    number: (value: number) => formatNumber(currentLocale, value),
  };
}
