/** Message ids of the notice, shared with the structured data written at build time (plugins/structured-data). */
export const NOTICE_TITLE_ID = 'untranslated.title';
export const NOTICE_TEXT_ID = 'untranslated.text';
