import {translate} from '@docusaurus/Translate';
import {SCAR_CM, type TreatmentDuration, type TreatmentKey} from '@site/src/data/treatmentCards';
import {exactly} from '@site/src/lib/format';
import {numberFormat} from '@site/src/lib/intl';
import type {PageFormat as Format} from '@site/src/lib/useFormat';

/** Texts of the treatment cards (Dutch defaults; translations in code.json). */
export function cardText(key: TreatmentKey, format: Format) {
  const cm = (value: number) => numberFormat(format.locale, {style: 'unit', unit: 'centimeter'}).format(value);
  return {
    infiltrations: {
      description: translate({
        id: 'home.treatments.infiltrations.description',
        message:
          'Infiltraties (injecties in het gewricht) met cortisone, hyaluronzuur, PRP of polyacrylamidegel. Ze kunnen de pijn verminderen en een operatie uitstellen.',
        description: 'Description of the joint infiltrations card',
      }),
      features: [
        translate({
          id: 'home.treatments.infiltrations.feature1',
          message: 'Poliklinisch, zonder opname',
          description: 'Feature of joint infiltrations',
        }),
        translate({
          id: 'home.treatments.infiltrations.feature2',
          message: 'Effect van enkele weken tot jaren',
          description: 'Feature of joint infiltrations',
        }),
        translate({
          id: 'home.treatments.infiltrations.feature3',
          message: 'Cortisone en hyaluronzuur: vergoed volgens uw polis, met eigen risico',
          description: 'Feature of joint infiltrations',
        }),
      ],
      suitable: translate({
        id: 'home.treatments.infiltrations.suitable',
        message: 'Artrose of gewrichtspijn, als u een operatie wilt uitstellen of vermijden',
        description: 'Who joint infiltrations suit',
      }),
    },
    hip: {
      description: translate({
        id: 'home.treatments.hip.description',
        message:
          'Een nieuwe heup via de voorste benadering, tussen de spieren door. Wat dat voor uw herstel betekent, verschilt per patiënt.',
        description: 'Description of the hip replacement card',
      }),
      features: [
        translate({
          id: 'home.treatments.hip.feature1',
          message: 'Voorste benadering, zonder spieren door te snijden',
          description: 'Feature of hip replacement',
        }),
        translate({
          id: 'home.treatments.hip.feature2',
          message: 'Meestal de dag na de operatie al uit bed',
          description:
            'Feature of hip replacement: most patients get out of bed (standing by the bed, as the hip page says) the day after the operation; hedged with "usually"',
        }),
        translate(
          {
            id: 'home.treatments.hip.feature3',
            message: 'Litteken van ongeveer {length}',
            description: 'Feature of hip replacement; {length} is e.g. "10 cm"',
          },
          {length: cm(SCAR_CM.hip)},
        ),
      ],
      suitable: translate({
        id: 'home.treatments.hip.suitable',
        message: 'Ernstige heupartrose met nachtpijn of een beperkte loopafstand',
        description: 'Who hip replacement suits',
      }),
    },
    knee: {
      description: translate({
        id: 'home.treatments.knee.description',
        message:
          'Een totale of halve knieprothese bij een versleten kniegewricht, met begeleiding bij het oefenen en duidelijke nazorg.',
        description: 'Description of the knee replacement card',
      }),
      features: [
        translate({
          id: 'home.treatments.knee.feature1',
          message: 'Totale of halve knieprothese',
          description: 'Feature of knee replacement',
        }),
        translate({
          id: 'home.treatments.knee.feature2',
          message: 'Meestal de dag na de operatie al oefenen',
          description:
            'Feature of knee replacement: most patients start exercising the day after the operation, as the knee page says; hedged with "usually"',
        }),
        translate(
          {
            id: 'home.treatments.knee.feature3',
            message: 'Litteken van ongeveer {length}',
            description: 'Feature of knee replacement; {length} is e.g. "15 cm"',
          },
          {length: cm(SCAR_CM.knee)},
        ),
      ],
      suitable: translate({
        id: 'home.treatments.knee.suitable',
        message: 'Knieartrose die niet meer reageert op oefentherapie, medicijnen of infiltraties',
        description: 'Who knee replacement suits',
      }),
    },
    revision: {
      description: translate({
        id: 'home.treatments.revision.description',
        message: 'Vervanging van een losgeraakte, versleten of geïnfecteerde prothese, in één of in twee operaties.',
        description: 'Description of the revision surgery card',
      }),
      features: [
        translate({
          id: 'home.treatments.revision.feature1',
          message: 'Revisie in één of in twee operaties',
          description: 'Feature of revision surgery',
        }),
        translate({
          id: 'home.treatments.revision.feature2',
          message: 'Voor heup- en knieprothesen',
          description: 'Feature of revision surgery',
        }),
        translate({
          id: 'home.treatments.revision.feature3',
          message: 'Ervaring met complexe situaties',
          description: 'Feature of revision surgery',
        }),
      ],
      suitable: translate({
        id: 'home.treatments.revision.suitable',
        message: 'Pijn, instabiliteit of infectie van een eerder geplaatste prothese',
        description: 'Who revision surgery suits',
      }),
    },
  }[key];
}

export function durationText(duration: TreatmentDuration, format: Format): string {
  switch (duration.kind) {
    case 'outpatient':
      return translate({
        id: 'home.treatments.duration.outpatient',
        message: 'Poliklinisch, dezelfde dag naar huis',
        description: 'Duration of an outpatient treatment',
      });
    case 'operation':
      return format.plural(
        duration.hospitalNights,
        translate(
          {
            id: 'home.treatments.duration.operation',
            message:
              'Operatie ongeveer {minutes}, {nights} nacht opname|Operatie ongeveer {minutes}, {nights} nachten opname',
            description:
              'Duration of a primary operation; {minutes} is e.g. "60 minutes", {nights} the number of nights (1); plural forms by nights, separated by |',
          },
          {
            minutes: format.duration(exactly(duration.minutes, 'minute')),
            nights: format.number(duration.hospitalNights),
          },
        ),
      );
    case 'revision':
      return translate(
        {
          id: 'home.treatments.duration.revision',
          message: 'Operatie {hours}, opname tot {days}',
          description: 'Duration of a revision; {hours} is e.g. "2–3 hours", {days} e.g. "3 days"',
        },
        {
          hours: format.duration({min: duration.hours.min, max: duration.hours.max, unit: 'hour'}),
          days: format.duration(exactly(duration.maxHospitalDays, 'day')),
        },
      );
  }
}

/** Headings of the section. */
export function useTreatmentsLabels() {
  return {
    eyebrow: translate({
      id: 'home.treatments.eyebrow',
      message: 'Behandelingen',
      description: 'Small label above the treatments heading',
    }),
    title: translate({
      id: 'home.treatments.title',
      message: 'Behandelingen van heup en knie',
      description: 'Heading of the treatments section',
    }),
    intro: translate({
      id: 'home.treatments.intro',
      message:
        'Van een infiltratie tegen de pijn tot een nieuwe prothese: samen kiezen we de behandeling die bij u past.',
      description: 'Introduction of the treatments section',
    }),
  };
}
