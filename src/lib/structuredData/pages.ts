/** Page-level structured data (home FAQ, treatment and procedure, profile), every text in `inLanguage`. */
import type {
  FAQPage,
  MedicalWebPage,
  ProfilePage,
  Question,
  SurgicalProcedure,
  TherapeuticProcedure,
  WithContext,
} from 'schema-dts';
import type {Locale} from '../../data/locales';
import type {ProcedureInfo} from '../../data/procedures';
import {ids, type Node} from './site';

export interface FaqItem {
  question: string;
  answer: string;
}

/** A procedure's texts in the page's language, figures filled in; `name` is its page's title. */
export interface ProcedureText {
  name: string;
  bodyLocation: string;
  howPerformed: string;
  preparation: string;
  followup: string;
}

export interface PageInput {
  siteUrl: string;
  /** Absolute canonical URL. */
  url: string;
  locale: Locale;
  name: string;
  description?: string;
}

function pageCommon(input: PageInput) {
  const id = ids(input.siteUrl);
  return {
    '@id': `${input.url}#webpage`,
    url: input.url,
    name: input.name,
    ...(input.description ? {description: input.description} : {}),
    inLanguage: input.locale,
    isPartOf: {'@id': id.website},
  };
}

/** The home page as an `FAQPage`: the questions and answers shown on it. */
export function faqPage(input: PageInput, items: readonly FaqItem[]): WithContext<FAQPage> {
  const questions: Node<Question>[] = items
    .filter((item) => item.question.trim() !== '' && item.answer.trim() !== '')
    .map((item) => ({
      '@type': 'Question',
      name: item.question.trim(),
      acceptedAnswer: {'@type': 'Answer', text: item.answer.trim()},
    }));
  if (questions.length === 0) throw new Error('faqPage: no questions with answers');
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...pageCommon(input),
    about: {'@id': ids(input.siteUrl).practice},
    mainEntity: questions,
  };
}

export interface ProcedureInput {
  siteUrl: string;
  url: string;
  locale: Locale;
  info: Pick<ProcedureInfo, 'schemaType' | 'procedureType'>;
  text: ProcedureText;
}

/** A treatment as a schema.org procedure: surgical, or therapeutic with its procedure type. */
export function medicalProcedure(
  input: ProcedureInput,
): WithContext<SurgicalProcedure> | WithContext<TherapeuticProcedure> {
  const common = {
    '@context': 'https://schema.org' as const,
    '@id': `${input.url}#procedure`,
    ...input.text,
    url: input.url,
    relevantSpecialty: 'Musculoskeletal' as const,
    subjectOf: {'@id': `${input.url}#webpage`},
  };
  if (input.info.schemaType === 'SurgicalProcedure') {
    return {'@type': 'SurgicalProcedure', ...common};
  }
  return {
    '@type': 'TherapeuticProcedure',
    ...common,
    ...(input.info.procedureType ? {procedureType: input.info.procedureType} : {}),
  };
}

/** `procedureId`: the `@id` of the page's procedure, if any; `lastReviewed`: ISO date, when reviewed. */
export interface MedicalWebPageInput extends PageInput {
  procedureId?: string;
  lastReviewed?: string;
}

/** A treatment page: about its procedure, reviewed by the surgeon once `lastReviewed` is known. */
export function medicalWebPage(input: MedicalWebPageInput): WithContext<MedicalWebPage> {
  const id = ids(input.siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    ...pageCommon(input),
    ...(input.procedureId ? {about: {'@id': input.procedureId}, mainEntity: {'@id': input.procedureId}} : {}),
    author: {'@id': id.physician},
    // A page the surgeon has not reviewed yet claims no reviewer and no date.
    ...(input.lastReviewed ? {reviewedBy: {'@id': id.physician}} : {}),
    publisher: {'@id': id.practice},
    medicalAudience: {'@type': 'MedicalAudience', audienceType: 'Patient'},
    ...(input.lastReviewed ? {lastReviewed: input.lastReviewed} : {}),
  };
}

/** The about page: the surgeon's profile, reviewed like the treatment pages. */
export function profilePage(input: PageInput & {lastReviewed?: string}): WithContext<ProfilePage> {
  const id = ids(input.siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    ...pageCommon(input),
    about: {'@id': id.physician},
    mainEntity: {'@id': id.physician},
    publisher: {'@id': id.practice},
    ...(input.lastReviewed ? {reviewedBy: {'@id': id.physician}, lastReviewed: input.lastReviewed} : {}),
  };
}
