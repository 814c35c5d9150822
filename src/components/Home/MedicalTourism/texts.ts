import {translate} from '@docusaurus/Translate';
import {TOURISM_STAY} from '@site/src/data/schedule';
import {FAQ_OPERATION_WAIT} from '@site/src/data/waitingTimes';
import {exactly} from '@site/src/lib/format';
import {useFormat} from '@site/src/lib/useFormat';

/** The two medical-tourism routes (Dutch defaults; translations in code.json). */
export function useRoutes() {
  const format = useFormat();
  return [
    {
      key: 'toUtrecht',
      title: translate({
        id: 'home.tourism.routes.toUtrecht.title',
        message: 'Van Marbella naar Utrecht',
        description: 'Title of the medical-tourism route from Marbella to Utrecht',
      }),
      description: translate({
        id: 'home.tourism.routes.toUtrecht.description',
        message:
          'Woont u in Spanje en bent u in Nederland verzekerd? Dan kunt u zich in Utrecht laten opereren door dezelfde arts die u in Marbella ziet.',
        description: 'Description of the route from Marbella to Utrecht',
      }),
      highlight: translate({
        id: 'home.tourism.routes.toUtrecht.highlight',
        message: 'Vergoed vanuit uw Nederlandse basisverzekering, met uw eigen risico',
        description:
          'Highlight of the route from Marbella to Utrecht: covered by the Dutch basic insurance, subject to the deductible (eigen risico)',
      }),
      steps: [
        translate({
          id: 'home.tourism.routes.toUtrecht.step1',
          message: 'Consult en onderzoek in Marbella',
          description: 'Step 1 of the route from Marbella to Utrecht',
        }),
        translate({
          id: 'home.tourism.routes.toUtrecht.step2',
          message: 'Planning van de operatie in Utrecht',
          description: 'Step 2 of the route from Marbella to Utrecht',
        }),
        translate({
          id: 'home.tourism.routes.toUtrecht.step3',
          message: 'Operatie en opname in Utrecht',
          description: 'Step 3 of the route from Marbella to Utrecht',
        }),
        translate({
          id: 'home.tourism.routes.toUtrecht.step4',
          message: 'Nacontrole weer dicht bij huis in Marbella',
          description: 'Step 4 of the route from Marbella to Utrecht',
        }),
      ],
    },
    {
      key: 'toMarbella',
      title: translate({
        id: 'home.tourism.routes.toMarbella.title',
        message: 'Van Utrecht naar Marbella',
        description: 'Title of the medical-tourism route from Utrecht to Marbella',
      }),
      description: translate({
        id: 'home.tourism.routes.toMarbella.description',
        message:
          'Liever niet lang wachten? Laat u opereren aan de Costa del Sol en herstel in een zonnig klimaat, met Nederlandstalige begeleiding.',
        description: 'Description of the route from Utrecht to Marbella',
      }),
      highlight: translate(
        {
          id: 'home.tourism.routes.toMarbella.highlight',
          message: 'Wachttijd voor een operatie in Marbella (Compass): {weeks}',
          description:
            'Highlight of the route to Marbella: the operation wait of Marbella (Compass) from the waiting-time table; {weeks} is e.g. "2–4 weeks"',
        },
        {weeks: format.duration(FAQ_OPERATION_WAIT.spain)},
      ),
      steps: [
        translate({
          id: 'home.tourism.routes.toMarbella.step1',
          message: 'Online intakegesprek en beoordeling van uw foto’s',
          description: 'Step 1 of the route from Utrecht to Marbella',
        }),
        translate({
          id: 'home.tourism.routes.toMarbella.step2',
          message: 'Toestemming van uw zorgverzekeraar aanvragen',
          description: 'Step 2 of the route from Utrecht to Marbella',
        }),
        translate({
          id: 'home.tourism.routes.toMarbella.step3',
          message: 'Reis, consult en operatie in Marbella',
          description: 'Step 3 of the route from Utrecht to Marbella',
        }),
        translate({
          id: 'home.tourism.routes.toMarbella.step4',
          message: 'Herstel in uw hotel en controle voor vertrek',
          description: 'Step 4 of the route from Utrecht to Marbella',
        }),
      ],
    },
  ];
}

/** The section's lists and its stay texts. */
export function useTourismTexts() {
  const format = useFormat();
  const benefits = [
    translate({
      id: 'home.tourism.benefits.item1',
      message: 'Korte wachttijden voor consult en operatie',
      description: 'Medical-tourism benefit',
    }),
    translate({
      id: 'home.tourism.benefits.item2',
      message: 'Eén arts van het eerste consult tot de nacontrole',
      description: 'Medical-tourism benefit',
    }),
    translate({
      id: 'home.tourism.benefits.item3',
      message: 'Herstellen in een mild, zonnig klimaat',
      description: 'Medical-tourism benefit',
    }),
    translate({
      id: 'home.tourism.benefits.item4',
      message: 'Vooraf een duidelijke prijs, met wat er wel en niet bij inbegrepen is',
      description: 'Medical-tourism benefit',
    }),
  ];
  const process = [
    translate({
      id: 'home.tourism.process.step1',
      message: 'Intakegesprek en beoordeling van uw röntgenfoto’s',
      description: 'Medical-tourism process step',
    }),
    translate({
      id: 'home.tourism.process.step2',
      message: 'Voorstel met planning en prijs',
      description: 'Medical-tourism process step',
    }),
    translate({
      id: 'home.tourism.process.step3',
      message: 'Reis, consult en operatie',
      description: 'Medical-tourism process step',
    }),
    translate({
      id: 'home.tourism.process.step4',
      message: 'Herstel, controle en begeleiding op afstand',
      description: 'Medical-tourism process step',
    }),
  ];
  const quotes = [
    {
      text: translate({
        id: 'home.tourism.testimonials.quote1.text',
        message:
          'Kort na mijn eerste gesprek had ik al een nieuwe heup. Alles was tot in de puntjes geregeld, van het hotel tot de nacontrole.',
        description: 'Quote of a medical-tourism patient',
      }),
      author: translate({
        id: 'home.tourism.testimonials.quote1.author',
        message: 'Patiënt uit Amersfoort',
        description: 'Author of a medical-tourism quote (a role, no name)',
      }),
    },
    {
      text: translate({
        id: 'home.tourism.testimonials.quote2.text',
        message:
          'Herstellen aan zee met dagelijks een wandeling langs de boulevard: beter had ik het me niet kunnen wensen.',
        description: 'Quote of a medical-tourism patient',
      }),
      author: translate({
        id: 'home.tourism.testimonials.quote2.author',
        message: 'Patiënte uit Rotterdam',
        description: 'Author of a medical-tourism quote (a role, no name)',
      }),
    },
  ];
  return {
    benefits,
    process,
    quotes,
    stay: translate(
      {
        id: 'home.tourism.stay.text',
        message:
          'U verblijft {weeks} in een {stars}-sterrenhotel in de buurt van de kliniek. Wij helpen u graag bij het kiezen.',
        description: "Accommodation text; {weeks} is e.g. '1–2 weeks', {stars} e.g. '3–5'",
      },
      {
        weeks: format.duration({...TOURISM_STAY.stayWeeks, unit: 'week'}),
        stars: format.range(TOURISM_STAY.hotelStars.min, TOURISM_STAY.hotelStars.max),
      },
    ),
    minimumStay: translate(
      {
        id: 'home.tourism.stay.minimum',
        message:
          'Na de operatie blijft u minimaal {weeks} in Spanje. Daarna mag u naar huis vliegen. Tijdens de vlucht draagt u uw steunkousen, en thuis gaat u door met de dagelijkse injectie tegen trombose. De nacontrole is dan via een videogesprek.',
        description:
          "Minimum stay after surgery, flying home with thrombosis prophylaxis, check-up by video call; {weeks} is e.g. '1 week'",
      },
      {weeks: format.duration(exactly(TOURISM_STAY.minWeeksAfterSurgery, 'week'))},
    ),
  };
}

/** Headings and short texts of the section. */
export function useTourismLabels() {
  return {
    eyebrow: translate({
      id: 'home.tourism.eyebrow',
      message: 'Medisch toerisme',
      description: 'Small label above the medical-tourism heading',
    }),
    title: translate({
      id: 'home.tourism.title',
      message: 'Behandeling over de grens, stap voor stap',
      description: 'Heading of the medical-tourism section',
    }),
    intro: translate({
      id: 'home.tourism.intro',
      message:
        'Of u nu in Spanje woont of in Nederland: u kiest zelf waar u wordt geopereerd. Wij helpen u met de planning, de verzekering en het verblijf.',
      description: 'Introduction of the medical-tourism section',
    }),
    contact: {
      title: translate({
        id: 'home.tourism.contact.title',
        message: 'Persoonlijk advies',
        description: 'Title of the contact card in the medical-tourism section',
      }),
      text: translate({
        id: 'home.tourism.contact.text',
        message:
          'Bespreek in een vrijblijvend intakegesprek welke route bij u past. Wij helpen met planning, verzekering en verblijf.',
        description: 'Text of the contact card in the medical-tourism section',
      }),
      button: translate({
        id: 'home.tourism.contact.button',
        message: 'Plan een intakegesprek',
        description: 'Button that opens the booking site for an intake conversation',
      }),
    },
    blocks: {
      benefits: translate({
        id: 'home.tourism.benefits.title',
        message: 'Uw voordelen',
        description: 'Heading of the medical-tourism benefits',
      }),
      process: translate({
        id: 'home.tourism.process.title',
        message: 'Zo verloopt het',
        description: 'Heading of the medical-tourism process',
      }),
      included: translate({
        id: 'home.tourism.included.title',
        message: 'Wat is inbegrepen',
        description: 'Heading of what a medical-tourism package includes',
      }),
      stay: translate({
        id: 'home.tourism.stay.title',
        message: 'Verblijf',
        description: 'Heading of the accommodation information',
      }),
    },
    quotesTitle: translate({
      id: 'home.tourism.testimonials.title',
      message: 'Ervaringen van patiënten die reisden',
      description: 'Heading of the medical-tourism patient quotes',
    }),
    cta: {
      title: translate({
        id: 'home.tourism.cta.title',
        message: 'Benieuwd wat er voor u mogelijk is?',
        description: 'Heading of the medical-tourism call to action',
      }),
      text: translate({
        id: 'home.tourism.cta.text',
        message: 'Plan een afspraak en ontvang een persoonlijk voorstel met planning en prijs.',
        description: 'Text of the medical-tourism call to action',
      }),
      button: translate({
        id: 'home.tourism.cta.button',
        message: 'Maak een afspraak',
        description: 'Button of the medical-tourism call to action',
      }),
    },
  };
}
