import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {stat, type StatKey} from '@site/src/data/stats';
import {useFigureFormat} from '@site/src/lib/useFigureFormat';
import styles from './styles.module.css';

/** The statistics a sentence can count, with the words that go with the number. */
export type CountedStatKey = Exclude<StatKey, 'rating'>;

export interface Props {
  /** A key of STATS in src/data/stats.ts: patients, rating, years, locations. */
  name: StatKey;
  /** The number with its noun in running text ("ruim 16 jaar"), not a bare "16+ jaar". */
  counted?: boolean;
}

/** The counted forms; `atLeast` ("ruim") must match the data's "+" suffix, or the build stops. */
const COUNTED: Record<CountedStatKey, {atLeast: boolean; message: () => string}> = {
  years: {
    atLeast: true,
    message: () =>
      translate({
        id: 'medical.stat.years.counted',
        message: 'ruim {count} jaar|ruim {count} jaar',
        description:
          "The surgeon's years of experience in running text (about page: 'Al … help ik mensen'): at least {count} years; plural forms separated by | (zero|one|two|few|many|other: only the forms your language has), in the case that sentence needs",
      }),
  },
  patients: {
    atLeast: true,
    message: () =>
      translate({
        id: 'medical.stat.patients.counted',
        message: 'ruim {count} patiënt|ruim {count} patiënten',
        description:
          "The number of patients the surgeon has treated, in running text (about page: 'Inmiddels heb ik … behandeld'): at least {count}; plural forms separated by | (zero|one|two|few|many|other: only the forms your language has), in the case that sentence needs",
      }),
  },
  locations: {
    atLeast: false,
    message: () =>
      translate({
        id: 'medical.stat.locations.counted',
        message: '{count} stad|{count} steden',
        description:
          "The number of cities the surgeon works in (Utrecht, Marbella, Estepona: places, not the four clinics), in running text (about page: 'Daarom werk ik nu in …: in Marbella …'); plural forms separated by | (zero|one|two|few|many|other: only the forms your language has), in the case that sentence needs",
      }),
  },
};

/** A statistic of the surgeon in running text: `<SurgeonStat name="years" counted/>` → "ruim 16 jaar". */
export default function SurgeonStat({name, counted = false}: Props): ReactNode {
  const format = useFigureFormat();
  const {selectMessage} = usePluralForm();
  const s = stat(name);
  let text: string;
  if (counted) {
    if (name === 'rating')
      throw new Error('<SurgeonStat name="rating" counted/>: a rating is not counted; drop `counted`');
    const form = COUNTED[name];
    if (form.atLeast !== (s.suffix === '+'))
      throw new Error(
        `<SurgeonStat name="${name}" counted/>: src/data/stats.ts ${form.atLeast ? 'no longer' : 'now'} marks "${name}" as "at least" (suffix '+'), but the words of medical.stat.${name}.counted say ${form.atLeast ? '"at least"' : 'an exact number'}: change the message in src/components/Medical/SurgeonStat and its translations`,
      );
    text = selectMessage(s.value, form.message()).replaceAll('{count}', format.number(s.value));
  } else text = format.stat(s);
  return (
    <span className={counted ? `${styles.stat} ${styles.counted}` : styles.stat} data-stat={name}>
      {text}
    </span>
  );
}
