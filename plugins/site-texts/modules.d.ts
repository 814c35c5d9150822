// The generated modules of plugins/site-texts (the current locale's texts only).
declare module '@site-texts/faq' {
  /** FAQ message id → message (src/texts/faq.json, translated). */
  const messages: Record<string, string>;
  export default messages;
}
declare module '@site-texts/page-titles' {
  /** Page id → the page's front-matter title in this locale. */
  const titles: Record<string, string>;
  export default titles;
}
