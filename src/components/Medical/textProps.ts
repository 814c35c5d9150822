/**
 * Props of MDX components that hold text for patients, translated like the prose; every other prop
 * names something and stays as in the Dutch page (tests/content/content-pages.test.ts).
 */
export const TEXT_PROPS: Readonly<Record<string, readonly string[]>> = {
  InfoCard: ['title'],
};

export function isTextProp(component: string, prop: string): boolean {
  return (TEXT_PROPS[component] ?? []).includes(prop);
}
