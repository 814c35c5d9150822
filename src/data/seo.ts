/**
 * Texts for search engines and social networks that no page shows as such:
 * the practice and surgeon descriptions of the structured data, and the
 * texts on the social cards (with their `og:image:alt`). Names, numbers and
 * links come from `practice.ts`, `routes.ts` and `procedures.ts`.
 */
import type {Locale} from './locales';
import type {PageId} from './routes';
import {PROCEDURE_NAMES, isTreatment} from './procedureNames';

export interface SeoTexts {
  /** The surgeon's name as written in this language. */
  surgeonName: string;
  /** One line saying what the surgeon does. */
  tagline: string;
  /** The practice in two sentences. */
  practiceDescription: string;
  /** The towns where the surgeon works, as one line for the social card. */
  places: string;
  /** Title of the about page's social card. */
  aboutTitle: string;
  /** Describes a page's social card; `{title}` is the card's big text. */
  cardAlt: string;
  /** Describes the home page's social card. */
  homeCardAlt: string;
}

export const SEO_TEXTS: Record<Locale, SeoTexts> = {
  nl: {
    surgeonName: 'Dr. Jansen',
    tagline: 'Orthopedisch chirurg voor heup en knie',
    practiceDescription:
      'Dr. Jansen is orthopedisch chirurg, gespecialiseerd in heup- en knieprothesen, revisieoperaties en gewrichtsinfiltraties. Spreekuur en operaties in Utrecht, Marbella en Estepona.',
    places: 'Utrecht · Marbella · Estepona',
    aboutTitle: 'Over Dr. Jansen',
    cardAlt: '{title} – Dr. Jansen, orthopedisch chirurg voor heup en knie in Utrecht, Marbella en Estepona',
    homeCardAlt: 'Dr. Jansen, orthopedisch chirurg voor heup en knie in Utrecht, Marbella en Estepona',
  },
  en: {
    surgeonName: 'Dr. Jansen',
    tagline: 'Orthopaedic surgeon for hip and knee',
    practiceDescription:
      'Dr. Jansen is an orthopaedic surgeon specialising in hip and knee replacement, revision surgery and joint injections. Consultations and operations in Utrecht, Marbella and Estepona.',
    places: 'Utrecht · Marbella · Estepona',
    aboutTitle: 'About Dr. Jansen',
    cardAlt: '{title} – Dr. Jansen, orthopaedic surgeon for hip and knee in Utrecht, Marbella and Estepona',
    homeCardAlt: 'Dr. Jansen, orthopaedic surgeon for hip and knee in Utrecht, Marbella and Estepona',
  },
  de: {
    surgeonName: 'Dr. Jansen',
    tagline: 'Orthopädischer Chirurg für Hüfte und Knie',
    practiceDescription:
      'Dr. Jansen ist orthopädischer Chirurg mit Schwerpunkt Hüft- und Knieprothesen, Revisionsoperationen und Gelenkinjektionen. Sprechstunden und Operationen in Utrecht, Marbella und Estepona.',
    places: 'Utrecht · Marbella · Estepona',
    aboutTitle: 'Über Dr. Jansen',
    cardAlt: '{title} – Dr. Jansen, orthopädischer Chirurg für Hüfte und Knie in Utrecht, Marbella und Estepona',
    homeCardAlt: 'Dr. Jansen, orthopädischer Chirurg für Hüfte und Knie in Utrecht, Marbella und Estepona',
  },
  es: {
    surgeonName: 'Dr. Jansen',
    tagline: 'Cirujano ortopédico de cadera y rodilla',
    practiceDescription:
      'El Dr. Jansen es cirujano ortopédico especializado en prótesis de cadera y rodilla, cirugía de revisión e infiltraciones articulares. Consulta y cirugía en Utrecht, Marbella y Estepona.',
    places: 'Utrecht · Marbella · Estepona',
    aboutTitle: 'Sobre el Dr. Jansen',
    cardAlt: '{title} – Dr. Jansen, cirujano ortopédico de cadera y rodilla en Utrecht, Marbella y Estepona',
    homeCardAlt: 'Dr. Jansen, cirujano ortopédico de cadera y rodilla en Utrecht, Marbella y Estepona',
  },
  ru: {
    surgeonName: 'Доктор Янсен',
    tagline: 'Хирург-ортопед: тазобедренный и коленный суставы',
    practiceDescription:
      'Доктор Янсен — хирург-ортопед, специализирующийся на эндопротезировании тазобедренного и коленного суставов, ревизионных операциях и внутрисуставных инъекциях. Приём и операции в Утрехте, Марбелье и Эстепоне.',
    places: 'Утрехт · Марбелья · Эстепона',
    aboutTitle: 'О докторе Янсене',
    cardAlt: '{title} — доктор Янсен, хирург-ортопед (тазобедренный и коленный суставы) в Утрехте, Марбелье и Эстепоне',
    homeCardAlt: 'Доктор Янсен, хирург-ортопед (тазобедренный и коленный суставы) в Утрехте, Марбелье и Эстепоне',
  },
  ar: {
    surgeonName: 'الدكتور يانسن',
    tagline: 'جرّاح عظام متخصص في الورك والركبة',
    practiceDescription:
      'الدكتور يانسن جرّاح عظام متخصص في استبدال مفصلي الورك والركبة وجراحات المراجعة وحقن المفاصل، ويستقبل مرضاه ويجري عملياته في أوترخت وماربيا وإستيبونا.',
    places: 'أوترخت · ماربيا · إستيبونا',
    aboutTitle: 'عن الدكتور يانسن',
    cardAlt: '{title} – الدكتور يانسن، جرّاح عظام متخصص في الورك والركبة في أوترخت وماربيا وإستيبونا',
    homeCardAlt: 'الدكتور يانسن، جرّاح عظام متخصص في الورك والركبة في أوترخت وماربيا وإستيبونا',
  },
};

/** Social card size (Open Graph's recommended 1.91:1). */
export const SOCIAL_CARD = {width: 1200, height: 630} as const;

export interface SocialCard {
  /** Path relative to the locale's baseUrl, e.g. `img/social/hip.png`. */
  file: string;
  /** Small line above the title. */
  kicker: string;
  /** Big text. */
  title: string;
  /** Line under the title. */
  subtitle: string;
  /** Bottom line. */
  places: string;
  alt: string;
}

/**
 * The social card of a page in a locale (every page of the route table has
 * one). `pageTitle` is the page's front-matter title in that locale: the
 * card's title for a page without a procedure name (one added with new-page).
 */
export function socialCard(page: PageId, locale: Locale, pageTitle?: string): SocialCard {
  const t = SEO_TEXTS[locale];
  let title: string;
  let subtitle: string;
  if (page === 'home') {
    title = t.surgeonName;
    subtitle = t.tagline;
  } else if (page === 'about') {
    title = t.aboutTitle;
    subtitle = t.tagline;
  } else if (isTreatment(page)) {
    title = PROCEDURE_NAMES[page][locale];
    subtitle = t.tagline;
  } else if (pageTitle) {
    title = pageTitle;
    subtitle = t.tagline;
  } else {
    throw new Error(`No social card for page "${String(page)}"`);
  }
  return {
    file: `img/social/${page}.png`,
    kicker: page === 'home' ? '' : t.surgeonName,
    title,
    subtitle,
    places: t.places,
    alt: page === 'home' ? t.homeCardAlt : t.cardAlt.replace('{title}', title),
  };
}
