/**
 * Props of the MDX components whose value is text for patients, written in the
 * page's language: a translator translates them like the prose
 * (`<InfoCard title="Let op">` in German: `<InfoCard title="Bitte beachten">`).
 * Every other prop (`id`, `kind`, `joint`, `tone`, `name`…) names something
 * and stays exactly as in the Dutch page; tests/content/content-pages.test.ts
 * compares those, and only the presence of these.
 */
export const TEXT_PROPS: Readonly<Record<string, readonly string[]>> = {
  InfoCard: ['title'],
};

/** Whether a component's prop holds text for patients (translated per locale). */
export function isTextProp(component: string, prop: string): boolean {
  return (TEXT_PROPS[component] ?? []).includes(prop);
}
