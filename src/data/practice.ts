/** Practice details, the one file a practice edits; all addresses are placeholders on `.example` domains. */
import type {Locale} from './locales';
import {SURGEON_SLUG_NAME} from './routes';
import {CARE_REVIEW_RATING} from './stats';

/** `e164` for `tel:` links. */
export interface Phone {
  display: string;
  e164: string;
}

export interface ExternalSite {
  key: string;
  name: string;
  url: string;
  /** The language of a name in words of one language ("Kliniek Utrecht"), not a brand: marked `lang` elsewhere. */
  nameLang?: Locale;
}

export interface ReviewPlatform extends ExternalSite {
  rating: number;
  scale: number;
}

export type ClinicKey = 'mso' | 'compass' | 'hospital' | 'chain';
export type LocationKey = 'utrecht' | 'marbella_compass' | 'marbella_mso' | 'estepona';

export interface Clinic extends ExternalSite {
  key: ClinicKey;
  city: string;
  country: 'NL' | 'ES';
  address: string;
  postalCode: string;
}

export interface Practice {
  surgeon: {
    /** The brand form, in Latin letters (logo, footer, navbar title). */
    displayName: string;
    familyName: string;
    slugName: string;
    /** The name in running text, in each page's script; lower case where the language writes it so mid-sentence. */
    runningName: Record<Locale, string>;
    /** Dutch BIG number (11 digits), Spanish colegiado number (9), shown with every medical review. */
    registration: {big: string; colegiado: string};
  };
  practiceName: string;
  practiceNameLang: Locale;
  email: string;
  /** Per interface language (Dutch visitors call the Dutch line). */
  phone: Record<Locale, Phone>;
  bookingUrl: string;
  chatUrl: string;
  social: ExternalSite[];
  reviewPlatforms: ReviewPlatform[];
  clinics: Clinic[];
  partners: ExternalSite[];
  /** Manufacturer site of the polyacrylamide hydrogel used for infiltrations. */
  hydrogelProductUrl: string;
}

const NL_PHONE: Phone = {display: '+31 30 000 0000', e164: '+31300000000'};
const ES_PHONE: Phone = {display: '+34 951 000 000', e164: '+34951000000'};

export const PRACTICE: Practice = {
  surgeon: {
    displayName: 'Dr. Jansen',
    familyName: 'Jansen',
    slugName: SURGEON_SLUG_NAME,
    runningName: {
      nl: 'Dr. Jansen',
      en: 'Dr. Jansen',
      de: 'Dr. Jansen',
      es: 'Dr. Jansen',
      ru: 'доктор Янсен',
      ar: 'الدكتور يانسن',
    },
    // Placeholders: the practice enters the real register numbers.
    registration: {big: '00000000000', colegiado: '290000000'},
  },
  practiceName: 'Dr. Jansen Orthopedie',
  practiceNameLang: 'nl',
  email: 'info@dr-jansen.example',
  phone: {nl: NL_PHONE, de: NL_PHONE, en: ES_PHONE, es: ES_PHONE, ru: ES_PHONE, ar: ES_PHONE},
  bookingUrl: 'https://booking.example/dr-jansen',
  chatUrl: 'https://chat.example/send?phone=34951000000',
  social: [
    {key: 'facebook', name: 'Facebook', url: 'https://facebook.example/drjansen'},
    {key: 'instagram', name: 'Instagram', url: 'https://instagram.example/drjansen'},
    {key: 'linkedin', name: 'LinkedIn', url: 'https://linkedin.example/in/drjansen'},
  ],
  reviewPlatforms: [
    {
      key: 'careReview',
      name: 'ZorgReview',
      nameLang: 'nl',
      url: 'https://zorgreview.example/dr-jansen',
      rating: CARE_REVIEW_RATING.value,
      scale: CARE_REVIEW_RATING.scale,
    },
    {
      key: 'doctorsInternational',
      name: 'Doctors International',
      url: 'https://doctors-international.example/dr-jansen',
      rating: 5.0,
      scale: 5,
    },
  ],
  clinics: [
    {
      key: 'mso',
      name: 'MSO Marbella Sport Orthopedics',
      url: 'https://mso-clinic.example',
      city: 'Marbella',
      country: 'ES',
      address: 'Avenida Ejemplo 1',
      postalCode: '29600',
    },
    {
      key: 'compass',
      name: 'Compass Private Clinic',
      url: 'https://compass-clinic.example',
      city: 'Marbella',
      country: 'ES',
      address: 'Calle Ejemplo 2',
      postalCode: '29602',
    },
    {
      key: 'hospital',
      name: 'Hospital Estepona',
      url: 'https://hospital-estepona.example',
      city: 'Estepona',
      country: 'ES',
      address: 'Avenida Ejemplo 3',
      postalCode: '29680',
    },
    {
      key: 'chain',
      name: 'Kliniek Utrecht',
      nameLang: 'nl',
      url: 'https://kliniek-utrecht.example',
      city: 'Utrecht',
      country: 'NL',
      address: 'Voorbeeldstraat 4',
      postalCode: '3511 AA',
    },
  ],
  partners: [
    {key: 'rehab', name: 'RevalidatieOnline', nameLang: 'nl', url: 'https://revalidatie-online.example'},
    {key: 'liaison', name: 'Zorg in Spanje', nameLang: 'nl', url: 'https://zorg-in-spanje.example'},
  ],
  hydrogelProductUrl: 'https://hydrogel-product.example',
};

/** The surgeon's name as running text in `locale`; `start` capitalises it («Доктор Янсен»). */
export function surgeonName(locale: Locale, {start = false}: {start?: boolean} = {}): string {
  const name = PRACTICE.surgeon.runningName[locale];
  return start ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}
