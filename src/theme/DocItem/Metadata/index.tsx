/**
 * Wraps the stock doc metadata with the page's structured data: a treatment
 * page is a `MedicalWebPage` about its procedure, the about page the
 * surgeon's `ProfilePage`. Which page it is comes from the route table.
 */
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import StructuredData from '@site/src/components/StructuredData';
import {absoluteUrl} from '@site/src/lib/alternates';
import {matchPath, pagePath} from '@site/src/data/routes';
import {PROCEDURES, isTreatment, procedureText} from '@site/src/data/procedures';
import {medicalProcedure, medicalWebPage, profilePage} from '@site/src/lib/structuredData';

function DocStructuredData(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const match = matchPath(metadata.permalink);
  if (!match) return null;
  const {page, locale} = match;
  const url = absoluteUrl(siteConfig.url, pagePath(page, locale));
  const common = {siteUrl: siteConfig.url, url, locale, name: metadata.title, description: metadata.description};
  if (page === 'about') return <StructuredData data={profilePage(common)} />;
  if (!isTreatment(page)) return null;
  const procedure = medicalProcedure({...common, info: PROCEDURES[page], text: procedureText(page, locale)});
  const lastReviewed = metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt).toISOString().slice(0, 10) : undefined;
  return (
    <>
      <StructuredData data={medicalWebPage({...common, procedureId: procedure['@id'] as string, lastReviewed})} />
      <StructuredData data={procedure} />
    </>
  );
}

export default function MetadataWrapper(): ReactNode {
  return (
    <>
      <Metadata />
      <DocStructuredData />
    </>
  );
}
