// The generated modules of plugins/site-texts (the current locale's texts only).
declare module '@site-texts/faq' {
  /** The FAQ in order, figures filled in (src/texts/faq.json, translated; see faqItems in Home/faqContent). */
  const items: readonly {question: string; answer: string}[];
  export default items;
}
declare module '@site-texts/page-titles' {
  /** Page id → the page's front-matter title in this locale. */
  const titles: Record<string, string>;
  export default titles;
}
