/**
 * Terms kept in another language on purpose carry their own `lang` (ARCHITECTURE
 * "Words"), in the page's own language they stay plain text.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({})}), {virtual: true});

import {markForeignTerms} from '@site/src/components/ForeignTerms';

const html = (node: React.ReactNode) => renderToStaticMarkup(<p>{node}</p>);

it('marks colegiado as Spanish and BIG and eigen risico as Dutch on a Russian page', () => {
  expect(html(markForeignTerms('номер в регистре BIG: 1; colegiado: 2; франшиза (eigen risico).', 'ru'))).toBe(
    '<p>номер в регистре <span lang="nl">BIG</span>: 1; <span lang="es">colegiado</span>: 2; франшиза (<span lang="nl">eigen risico</span>).</p>',
  );
});

it('leaves a term of the page’s own language alone, and words that only contain a term', () => {
  expect(html(markForeignTerms('(BIG-nummer 1; colegiado 2)', 'nl'))).toBe(
    '<p>(BIG-nummer 1; <span lang="es">colegiado</span> 2)</p>',
  );
  expect(html(markForeignTerms('n.º de colegiado 2', 'es'))).toBe('<p>n.º de colegiado 2</p>');
  expect(markForeignTerms('BIGGER colegiados', 'en')).toBe('BIGGER colegiados');
});
