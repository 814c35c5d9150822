/**
 * The hook the medical components format clinical figures with: `./format.ts`
 * for the current locale plus the translated words Intl has no unit for
 * (nights, degrees) and the qualifiers ("about", "less than" …). Kept apart
 * from `./useFormat.ts` so the home page does not ship the medical words.
 */
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import type {Figure} from '../data/clinical';
import {formatFigure, formatFor, formatNumber, type Format, type QualifierWords, type UnitWords} from './format';
import {listFormat} from './intl';
import {useLocale} from './useLocale';

export interface FigureFormatter extends Format {
  /** Figure with qualifier (default) or without. */
  figure: (figure: Figure, withQualifier?: boolean) => string;
  /** A plain number: Latin digits, at most one decimal. */
  number: (value: number) => string;
}

/** Formatter bound to the current locale and its translated words. */
export function useFigureFormat(): FigureFormatter {
  const currentLocale = useLocale();
  const {selectMessage} = usePluralForm();
  const words: UnitWords = {
    night: (count, formatted) =>
      selectMessage(
        count,
        translate(
          {
            id: 'medical.unit.night',
            message: '{count} nacht|{count} nachten',
            description: 'A number of nights in hospital; plural forms separated by |',
          },
          {count: formatted},
        ),
      ),
    degree: (count, formatted) =>
      selectMessage(
        count,
        translate(
          {
            id: 'medical.unit.degree',
            message: '{count} graad|{count} graden',
            description: 'An angle in degrees (knee bending); plural forms separated by |',
          },
          {count: formatted},
        ),
      ),
    choice: (items) => listFormat(currentLocale, {type: 'disjunction'}).format(items),
  };
  const qualifiers: QualifierWords = {
    about: (value) =>
      translate(
        {
          id: 'medical.qualifier.about',
          message: 'ongeveer {value}',
          description: 'Approximate figure, e.g. "about 60 minutes"',
        },
        {value},
      ),
    lessThan: (value) =>
      translate(
        {
          id: 'medical.qualifier.lessThan',
          message: 'minder dan {value}',
          description: 'Figure below a bound, e.g. "less than 0.5%"',
        },
        {value},
      ),
    moreThan: (value) =>
      translate(
        {
          id: 'medical.qualifier.moreThan',
          message: 'meer dan {value}',
          description: 'Figure above a bound, e.g. "more than 90%"',
        },
        {value},
      ),
    atLeast: (value) =>
      translate(
        {id: 'medical.qualifier.atLeast', message: 'minstens {value}', description: 'Minimum, e.g. "at least 6 weeks"'},
        {value},
      ),
    upTo: (value) =>
      translate(
        {id: 'medical.qualifier.upTo', message: 'tot {value}', description: 'Upper end, e.g. "up to 2-3 years"'},
        {value},
      ),
    atMost: (value) =>
      translate(
        {id: 'medical.qualifier.atMost', message: 'maximaal {value}', description: 'Maximum, e.g. "at most 500 m"'},
        {value},
      ),
    within: (value) =>
      translate(
        {id: 'medical.qualifier.within', message: 'binnen {value}', description: 'Time limit, e.g. "within 3 days"'},
        {value},
      ),
  };
  return {
    ...formatFor(currentLocale),
    figure: (figure, withQualifier = true) => formatFigure(currentLocale, figure, words, qualifiers, withQualifier),
    number: (value) => formatNumber(currentLocale, value),
  };
}
