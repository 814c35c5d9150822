/**
 * The error view rendered with the real English and Dutch
 * translations: the heading "Unexpected Application Error!" and the
 * status text or message.
 */
import React from 'react';
import en from '../../i18n/en/code.json';
import {renderToStaticMarkup} from 'react-dom/server';

let messages: Record<string, {message: string}> = {};

jest.mock(
  '@docusaurus/Translate',
  () => ({
    __esModule: true,
    default: ({id, children}: {id: string; children: string}) => messages[id]?.message ?? children,
  }),
  {virtual: true},
);
jest.mock(
  '@docusaurus/theme-common',
  () => ({
    ErrorBoundaryTryAgainButton: ({onClick}: {onClick: () => void}) => (
      <button type="button" onClick={onClick}>
        Try again
      </button>
    ),
  }),
  {virtual: true},
);
jest.mock(
  '@theme/Heading',
  () => ({
    __esModule: true,
    default: ({as: As, children}: {as: 'h1'; children: React.ReactNode}) => <As>{children}</As>,
  }),
  {virtual: true},
);

import ErrorPageContent, {errorText} from '@site/src/theme/ErrorPageContent';

describe('error view', () => {
  it('shows "Something went wrong" and the message in English', () => {
    messages = en;
    const html = renderToStaticMarkup(
      <ErrorPageContent error={new Error('Chunk failed to load')} tryAgain={() => {}} />,
    );
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toContain('Chunk failed to load');
    expect(html).toContain('role="alert"');
  });

  it('uses the Dutch default at the root', () => {
    messages = {};
    const html = renderToStaticMarkup(<ErrorPageContent error={new Error('x')} tryAgain={() => {}} />);
    expect(html).toContain('<h1>Er ging iets mis</h1>');
  });

  it('prefers a status text over the message, and copes with non-errors', () => {
    expect(errorText(Object.assign(new Error('Request failed'), {statusText: 'Not Found'}))).toBe('Not Found');
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('plain string')).toBe('plain string');
    expect(errorText(null)).toBe('null');
  });
});
