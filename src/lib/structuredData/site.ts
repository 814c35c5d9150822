/** Site-wide structured data: practice, clinics and surgeon, with stable `@id`s page blocks refer to. */
import type {Graph, Hospital, MedicalClinic, MedicalOrganization, Physician, PostalAddress, WebSite} from 'schema-dts';
import {LOCALES, type Locale} from '../../data/locales';
import type {Clinic, Practice} from '../../data/practice';
import {pagePath} from '../../data/routes';
import {absoluteUrl} from '../alternates';

/** The object form of a schema-dts type (schema-dts also allows a bare string). */
export type Node<T> = Exclude<T, string>;

/** Stable identifiers; they do not change with the page or its language. */
export function ids(siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    practice: `${base}/#practice`,
    physician: `${base}/#physician`,
    website: `${base}/#website`,
    clinic: (key: string) => `${base}/#clinic-${key}`,
  };
}

/** The texts about the practice and surgeon, in the page's language (src/texts/seo.json, translated). */
export interface SeoTexts {
  surgeonName: string;
  tagline: string;
  practiceDescription: string;
}

export interface SiteInput {
  siteUrl: string;
  locale: Locale;
  practice: Practice;
  texts: SeoTexts;
  /** Site-relative, e.g. `/img/logo.svg`. */
  logoPath: string;
  services?: readonly Service[];
}

/** A treatment the surgeon offers, named in the page's language, with its page's absolute URL. */
export interface Service {
  name: string;
  url: string;
}

function address(clinic: Clinic): Node<PostalAddress> {
  return {
    '@type': 'PostalAddress',
    streetAddress: clinic.address,
    postalCode: clinic.postalCode,
    addressLocality: clinic.city,
    addressCountry: clinic.country,
  };
}

/** A clinic where the surgeon works: the hospital as `Hospital`, the others as `MedicalClinic`. */
export function clinicNode(siteUrl: string, clinic: Clinic): Node<MedicalClinic> | Node<Hospital> {
  const common = {
    '@id': ids(siteUrl).clinic(clinic.key),
    name: clinic.name,
    url: clinic.url,
    address: address(clinic),
  };
  return clinic.key === 'hospital' ? {'@type': 'Hospital', ...common} : {'@type': 'MedicalClinic', ...common};
}

export function practiceNode(input: SiteInput): Node<MedicalOrganization> {
  const {siteUrl, locale, practice, texts} = input;
  const id = ids(siteUrl);
  return {
    '@type': 'MedicalOrganization',
    '@id': id.practice,
    name: practice.practiceName,
    description: texts.practiceDescription,
    url: absoluteUrl(siteUrl, pagePath('home', locale)),
    logo: absoluteUrl(siteUrl, input.logoPath),
    telephone: practice.phone[locale].e164,
    email: practice.email,
    sameAs: practice.social.map((s) => s.url),
    medicalSpecialty: 'Musculoskeletal',
    knowsLanguage: [...LOCALES],
    location: practice.clinics.map((c) => ({'@id': id.clinic(c.key)})),
    member: {'@id': id.physician},
  };
}

/** The procedures the surgeon offers, as whole nodes: the procedures' own `@id`s live on other pages. */
function availableServices(services: readonly Service[]) {
  return services.map(({name, url}) => ({'@type': 'MedicalProcedure' as const, name, url}));
}

export function physicianNode(input: SiteInput): Node<Physician> {
  const {siteUrl, locale, practice, texts} = input;
  const id = ids(siteUrl);
  const {registration} = practice.surgeon;
  return {
    '@type': 'Physician',
    '@id': id.physician,
    name: texts.surgeonName,
    ...(texts.surgeonName !== practice.surgeon.displayName ? {alternateName: practice.surgeon.displayName} : {}),
    description: texts.tagline,
    url: absoluteUrl(siteUrl, pagePath('about', locale)),
    telephone: practice.phone[locale].e164,
    medicalSpecialty: 'Musculoskeletal',
    knowsLanguage: [...LOCALES],
    memberOf: {'@id': id.practice},
    hospitalAffiliation: practice.clinics.map((c) => ({'@id': id.clinic(c.key)})),
    location: practice.clinics.map((c) => ({'@id': id.clinic(c.key)})),
    ...(input.services ? {availableService: availableServices(input.services)} : {}),
    // The registrations that let a patient check the surgeon (NL: BIG register; ES: medical college).
    identifier: [
      {'@type': 'PropertyValue', propertyID: 'BIG', value: registration.big},
      {'@type': 'PropertyValue', propertyID: 'colegiado', value: registration.colegiado},
    ],
    sameAs: practice.social.map((s) => s.url),
  };
}

export function websiteNode(input: SiteInput): Node<WebSite> {
  const {siteUrl, locale, practice} = input;
  const id = ids(siteUrl);
  return {
    '@type': 'WebSite',
    '@id': id.website,
    name: practice.practiceName,
    url: absoluteUrl(siteUrl, pagePath('home', locale)),
    inLanguage: locale,
    publisher: {'@id': id.practice},
  };
}

/** The block every page carries: website, practice, surgeon and clinics. */
export function siteGraph(input: SiteInput): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      websiteNode(input),
      practiceNode(input),
      physicianNode(input),
      ...input.practice.clinics.map((c) => clinicNode(input.siteUrl, c)),
    ],
  };
}
