import {translate} from '@docusaurus/Translate';
import type {StatKey} from '@site/src/data/stats';
import type {Schedule, SpecialistLocationKey} from '@site/src/data/schedule';
import {PUBLIC_WAIT_LIMIT_DAYS} from '@site/src/data/waitingTimes';
import {exactly} from '@site/src/lib/format';
import type {Format, PageFormat} from '@site/src/lib/useFormat';

// Texts of the specialist section (Dutch defaults; translations in code.json).

export function statLabel(key: StatKey): string {
  return {
    patients: translate({
      id: 'home.specialist.stats.patients',
      message: 'Behandelde patiënten',
      description: 'Statistic label: number of patients treated',
    }),
    rating: translate({
      id: 'home.specialist.stats.rating',
      message: 'Waardering door patiënten',
      description: 'Statistic label: average patient rating',
    }),
    years: translate({
      id: 'home.specialist.stats.years',
      message: 'Jaar ervaring',
      description: 'Statistic label: years of experience',
    }),
    locations: translate({
      id: 'home.specialist.stats.locations',
      message: 'Steden',
      description:
        'Statistic label: number of cities the surgeon works in (Utrecht, Marbella, Estepona; not the four clinics)',
    }),
  }[key];
}

export function locationType(key: SpecialistLocationKey): string {
  return {
    utrecht: translate({
      id: 'home.specialist.locations.utrecht.type',
      message: 'Kliniek in Nederland',
      description: 'Type of the Utrecht location',
    }),
    marbella_compass: translate({
      id: 'home.specialist.locations.marbella.type',
      message: 'Privékliniek',
      description: 'Type of the Marbella location',
    }),
    estepona: translate({
      id: 'home.specialist.locations.estepona.type',
      message: 'Ziekenhuis',
      description: 'Type of the Estepona location',
    }),
  }[key];
}

export function locationDescription(key: SpecialistLocationKey, format: Format): string {
  return {
    utrecht: translate({
      id: 'home.specialist.locations.utrecht.description',
      message: 'Spreekuur, operaties en infiltraties voor patiënten met een Nederlandse zorgverzekering.',
      description: 'Description of the Utrecht location',
    }),
    marbella_compass: translate({
      id: 'home.specialist.locations.marbella.description',
      message: 'Consulten en operaties voor privépatiënten en internationale patiënten, midden in Marbella.',
      description: 'Description of the Marbella location',
    }),
    estepona: translate(
      {
        id: 'home.specialist.locations.estepona.description',
        message:
          'Operaties in het ziekenhuis, ook voor patiënten van de Spaanse sociale zekerheid die langer dan {days} wachten.',
        description: 'Description of the Estepona location; {days} is a duration with its unit, e.g. "180 days"',
      },
      {days: format.duration(exactly(PUBLIC_WAIT_LIMIT_DAYS, 'day'))},
    ),
  }[key];
}

export function scheduleText(schedule: Schedule, format: PageFormat): string {
  if (schedule.kind === 'daysPerMonth') {
    return format.plural(
      schedule.infiltrationDays,
      translate(
        {
          id: 'home.specialist.schedule.daysPerMonth',
          message:
            '{days} per maand, waarvan {infiltrationDays} dag voor infiltraties|{days} per maand, waarvan {infiltrationDays} dagen voor infiltraties',
          description:
            'Schedule of the Utrecht location; {days} is a duration with its unit ("4 days") a month, {infiltrationDays} a number (3) of them for infiltrations; plural forms separated by | in the order zero|one|two|few|many|other of the language, chosen by {infiltrationDays}',
        },
        {
          days: format.duration(exactly(schedule.days, 'day')),
          infiltrationDays: format.number(schedule.infiltrationDays),
        },
      ),
    );
  }
  return translate(
    {
      id: 'home.specialist.schedule.weekdays',
      message: 'Spreekdagen: {days}',
      description: 'Schedule of a location; {days} is a list of weekdays, e.g. "Monday and Friday"',
    },
    {days: format.weekdays(schedule.weekdays)},
  );
}

/** Headings of the section. */
export function useSpecialistLabels() {
  return {
    eyebrow: translate({
      id: 'home.specialist.eyebrow',
      message: 'De specialist',
      description: 'Small label above the specialist section heading',
    }),
    title: translate({
      id: 'home.specialist.title',
      message: 'Dr. Jansen, orthopedisch chirurg',
      description: 'Heading of the specialist section',
    }),
    intro: translate({
      id: 'home.specialist.intro',
      message:
        'Na zijn opleiding en jaren als orthopedisch chirurg in Nederland verhuisde Dr. Jansen naar de Costa del Sol. Hij opereert volgens Nederlandse richtlijnen en neemt de tijd om uw situatie helder uit te leggen.',
      description: 'Introduction of the specialist section',
    }),
    locations: translate({
      id: 'home.specialist.locations.title',
      message: 'Waar en wanneer',
      description: 'Heading above the locations of the specialist',
    }),
    reviews: translate({
      id: 'home.specialist.reviews.title',
      message: 'Onafhankelijke beoordelingen',
      description: 'Heading above the two review platforms',
    }),
    reviewsLink: translate({
      id: 'home.specialist.reviews.link',
      message: 'Lees de beoordelingen',
      description: 'Link to the reviews on a review platform',
    }),
  };
}
