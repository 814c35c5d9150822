import {translate} from '@docusaurus/Translate';
import {REHAB_PRICE} from '@site/src/data/prices';
import type {Format} from '@site/src/lib/useFormat';

/** Texts of the partner cards (Dutch defaults; translations in code.json). */
export interface PartnerText {
  subtitle: string;
  description: string;
  featureTitle: string;
  featureDescription: string;
  offer?: {trial: string; price: string};
}

export function partnerText(key: string, format: Format): PartnerText {
  if (key === 'rehab') {
    return {
      subtitle: translate({
        id: 'home.partnerships.rehab.subtitle',
        message: 'Online revalidatie',
        description: 'Subtitle of the online rehabilitation partner',
      }),
      description: translate({
        id: 'home.partnerships.rehab.description',
        message:
          'Oefenprogramma’s op maat die u thuis volgt, met video-instructies en begeleiding door ervaren fysiotherapeuten.',
        description: 'Description of the online rehabilitation partner',
      }),
      featureTitle: translate({
        id: 'home.partnerships.rehab.featureTitle',
        message: 'Revalideren in uw eigen tempo',
        description: 'Feature title of the online rehabilitation partner',
      }),
      featureDescription: translate({
        id: 'home.partnerships.rehab.featureDescription',
        message: 'Het programma sluit aan op uw operatie en laat u op elk moment oefenen, in Nederland of in Spanje.',
        description: 'Feature description of the online rehabilitation partner',
      }),
      offer: {
        trial: translate({
          id: 'home.partnerships.rehab.trial',
          message: 'Gratis proefperiode',
          description: 'Free trial of the online rehabilitation partner',
        }),
        price: translate(
          {
            id: 'home.partnerships.rehab.price',
            message: 'Daarna vanaf {price} per maand',
            description: 'Monthly price of the rehabilitation partner; {price} is e.g. €29.99',
          },
          {price: format.euro(REHAB_PRICE.monthlyFromEur)},
        ),
      },
    };
  }
  return {
    subtitle: translate({
      id: 'home.partnerships.liaison.subtitle',
      message: 'Zorgbemiddeling Nederland–Spanje',
      description: 'Subtitle of the Dutch-to-Spain care-liaison partner',
    }),
    description: translate({
      id: 'home.partnerships.liaison.description',
      message:
        'Helpt Nederlandse patiënten in Spanje met hun zorgverzekering, de aanvraag van toestemming en de vertaling van medische documenten.',
      description: 'Description of the care-liaison partner',
    }),
    featureTitle: translate({
      id: 'home.partnerships.liaison.featureTitle',
      message: 'Eén vast aanspreekpunt',
      description: 'Feature title of the care-liaison partner',
    }),
    featureDescription: translate({
      id: 'home.partnerships.liaison.featureDescription',
      message:
        'Een vaste contactpersoon regelt het papierwerk met uw verzekeraar en staat u bij tijdens uw behandeling.',
      description: 'Feature description of the care-liaison partner',
    }),
  };
}

/** Headings and labels of the section. */
export function usePartnershipLabels() {
  return {
    eyebrow: translate({
      id: 'home.partnerships.eyebrow',
      message: 'Samenwerkingen',
      description: 'Small label above the partnerships heading',
    }),
    title: translate({
      id: 'home.partnerships.title',
      message: 'Zorg die doorloopt na de operatie',
      description: 'Heading of the partnerships section',
    }),
    intro: translate({
      id: 'home.partnerships.intro',
      message: 'Met twee vaste partners zorgen we dat u ook na de operatie goed begeleid wordt.',
      description: 'Introduction of the partnerships section',
    }),
    website: translate({
      id: 'home.partnerships.website',
      message: 'Naar de website',
      description: "Button that opens a partner's website",
    }),
  };
}
