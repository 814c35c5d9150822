/**
 * Names of the treatments as medical procedures, per language. Kept apart
 * from `procedures.ts` so the head tags of every page (social card alt
 * text) do not pull all procedure texts into the main bundle.
 */
import type {Locale} from './locales';

export const TREATMENT_IDS = ['infiltrations', 'hip', 'knee', 'revision'] as const;
export type TreatmentId = (typeof TREATMENT_IDS)[number];

export const PROCEDURE_NAMES: Record<TreatmentId, Record<Locale, string>> = {
  infiltrations: {
    nl: 'Gewrichtsinfiltratie',
    en: 'Joint injection',
    de: 'Gelenkinjektion',
    es: 'Infiltración articular',
    ru: 'Внутрисуставная инъекция',
    ar: 'حقن المفصل',
  },
  hip: {
    nl: 'Totale heupprothese',
    en: 'Total hip replacement',
    de: 'Hüfttotalendoprothese',
    es: 'Prótesis total de cadera',
    ru: 'Тотальное эндопротезирование тазобедренного сустава',
    ar: 'استبدال مفصل الورك الكامل',
  },
  knee: {
    nl: 'Totale of halve knieprothese',
    en: 'Total or partial knee replacement',
    de: 'Knietotalendoprothese oder Schlittenprothese',
    es: 'Prótesis total o parcial de rodilla',
    ru: 'Тотальное или частичное эндопротезирование коленного сустава',
    ar: 'استبدال مفصل الركبة الكلي أو الجزئي',
  },
  revision: {
    nl: 'Revisie van een heup- of knieprothese',
    en: 'Revision of a hip or knee replacement',
    de: 'Wechseloperation einer Hüft- oder Knieprothese',
    es: 'Revisión de prótesis de cadera o rodilla',
    ru: 'Ревизионное эндопротезирование тазобедренного или коленного сустава',
    ar: 'جراحة مراجعة مفصل الورك أو الركبة الصناعي',
  },
};

export function isTreatment(page: string): page is TreatmentId {
  return (TREATMENT_IDS as readonly string[]).includes(page);
}
