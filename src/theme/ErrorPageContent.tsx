import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';

/** Text a visitor sees for a rendering failure: the status text or the message. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const {statusText, message} = error as {statusText?: unknown; message?: unknown};
    if (typeof statusText === 'string' && statusText !== '') return statusText;
    if (typeof message === 'string' && message !== '') return message;
  }
  return String(error);
}

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl" role="alert">
      <Heading as="h1">
        <Translate id="error.title" description="Heading of the error view shown when a page fails to render">
          Er ging iets mis
        </Translate>
      </Heading>
      <p>
        <code>{errorText(error)}</code>
      </p>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
    </main>
  );
}
