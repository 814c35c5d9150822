import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {interpolate} from '@docusaurus/Interpolate';
import {usePluralForm} from '@docusaurus/theme-common';
import {
  FIGURES,
  RECOVERY_STEPS,
  TABLE_SPORTS,
  WEEK6_SPORTS,
  type Joint,
  type RecoveryStepKey,
  type Sport,
} from '@site/src/data/clinical';
import {useFigureFormat, type FigureFormatter} from '@site/src/lib/useFigureFormat';
import styles from './styles.module.css';
import {listFormat} from '@site/src/lib/intl';

function sportName(sport: Sport): string {
  return {
    golf: translate({
      id: 'medical.recovery.sport.golf',
      message: 'golf',
      description: 'Sport in the recovery timeline (lower case, used in a list)',
    }),
    swimming: translate({
      id: 'medical.recovery.sport.swimming',
      message: 'zwemmen',
      description: 'Sport in the recovery timeline (lower case, used in a list)',
    }),
    dancing: translate({
      id: 'medical.recovery.sport.dancing',
      message: 'dansen',
      description: 'Sport in the recovery timeline (lower case, used in a list)',
    }),
    tennis: translate({
      id: 'medical.recovery.sport.tennis',
      message: 'tennis',
      description: 'Sport in the recovery timeline (lower case, used in a list)',
    }),
    cycling: translate({
      id: 'medical.recovery.sport.cycling',
      message: 'fietsen',
      description: 'Sport in the recovery timeline (lower case, used in a list)',
    }),
  }[sport];
}

/** A step's title: a plural message chosen by the step's (last) number, as Arabic needs («بعد أسبوعين»). */
function stepTitle(key: RecoveryStepKey, at: string, select: (message: string) => string): string {
  const message = {
    day1: translate({
      id: 'medical.recovery.day1.title',
      message: 'Dag {day}: voor het eerst uit bed',
      description:
        'Recovery timeline, day 1 title; {day} is the number; plural forms separated by | in the order zero|one|two|few|many|other of the language, chosen by the number (the last of a range), if the language needs them',
    }),
    week2: translate({
      id: 'medical.recovery.week2.title',
      message: 'Week {week}: naar buiten',
      description:
        'Recovery timeline, week 2 title; {week} is the number; plural forms separated by | in the order zero|one|two|few|many|other of the language, chosen by the number (the last of a range), if the language needs them',
    }),
    week4: translate({
      id: 'medical.recovery.week4.title',
      message: 'Weken {weeks}: weer autorijden',
      description:
        'Recovery timeline, weeks 3-4 title; {weeks} is the range; plural forms separated by | in the order zero|one|two|few|many|other of the language, chosen by the number (the last of a range), if the language needs them',
    }),
    week6: translate({
      id: 'medical.recovery.week6.title',
      message: 'Week {week}: vaak weer sporten',
      description:
        'Recovery timeline, week 6 title; {week} is the number; plural forms separated by | in the order zero|one|two|few|many|other of the language, chosen by the number (the last of a range), if the language needs them',
    }),
  }[key];
  return interpolate(select(message), {day: at, week: at, weeks: at});
}

function stepText(
  key: RecoveryStepKey,
  joint: Joint,
  format: FigureFormatter,
  sports: string,
  tableSports: string,
): string {
  switch (key) {
    case 'day1':
      return translate({
        id: 'medical.recovery.day1.text',
        message:
          'Meestal staat u de dag na de operatie voor het eerst op. U mag het been dan volledig belasten, met een rollator voor de steun.',
        description:
          'Recovery timeline, day 1: usually out of bed for the first time, full weight bearing with a walker',
      });
    case 'week2':
      return joint === 'knee'
        ? translate(
            {
              id: 'medical.recovery.week2.text.knee',
              message: 'Meestal wandelt u dan buiten met één kruk. De knie buigt dan vaak tot {degrees}.',
              description:
                'Recovery timeline, week 2 (knee): walking outdoors with one crutch, bending to {degrees} (e.g. "90 degrees")',
            },
            {degrees: format.figure(FIGURES['recovery.knee.flexion'])},
          )
        : translate({
            id: 'medical.recovery.week2.text.hip',
            message: 'Meestal wandelt u dan buiten met één kruk.',
            description: 'Recovery timeline, week 2 (hip): walking outdoors with one crutch',
          });
    case 'week4':
      return translate({
        id: 'medical.recovery.week4.text',
        message: 'U mag weer autorijden, zodra u het been goed en zonder pijn kunt gebruiken.',
        description: 'Recovery timeline, weeks 3-4: driving again',
      });
    case 'week6':
      return translate(
        {
          id: 'medical.recovery.week6.text',
          message:
            'De meeste patiënten kunnen dan weer rustig sporten: {sports}. Voor {tableSports}: zie de tabel hieronder.',
          description:
            'Recovery timeline, week 6: sport again; {sports} is a list like "cycling, dancing and tennis"; {tableSports} is a list like "swimming and golf", whose weeks the activity table below gives',
        },
        {sports, tableSports},
      );
  }
}

/** Recovery after a hip or knee prosthesis (the knee's adds bending in week 2). */
export default function RecoveryTimeline({joint}: {joint: Joint}): ReactNode {
  const format = useFigureFormat();
  const {selectMessage} = usePluralForm();
  const list = listFormat(format.locale, {type: 'conjunction'});
  const sports = list.format(WEEK6_SPORTS.map(sportName));
  const tableSports = list.format(TABLE_SPORTS.map(sportName));
  return (
    <ol
      className={styles.timeline}
      aria-label={translate({
        id: 'medical.recovery.label',
        message: 'Herstel stap voor stap',
        description: 'Accessible name of the recovery timeline',
      })}
    >
      {RECOVERY_STEPS.map((step) => (
        <li key={step.key} className={styles.step} data-step={step.key}>
          <span className={styles.marker} aria-hidden="true" />
          <p className={styles.title}>
            {/* The number without unit: the title says "week". */}
            {stepTitle(step.key, format.figure({value: step.at.value, unit: 'number'}, false), (message) =>
              selectMessage(typeof step.at.value === 'number' ? step.at.value : step.at.value[1], message),
            )}
          </p>
          <p className="margin-bottom--none">{stepText(step.key, joint, format, sports, tableSports)}</p>
        </li>
      ))}
    </ol>
  );
}
