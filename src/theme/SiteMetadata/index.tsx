/**
 * Ejected from @docusaurus/theme-classic SiteMetadata: the stock version
 * derives canonical and hreflang URLs by swapping the locale prefix, which
 * is wrong with translated slugs. (CUSTOM) parts derive them from the route
 * table instead; pages outside the table (404) are marked noindex.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import SearchMetadata from '@theme/SearchMetadata';
import {urlsForPath} from '@site/src/lib/alternates';

// (CUSTOM) canonical, og:url, hreflang and og:locale from the route table
function PageUrlHeaders(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const urls = urlsForPath(siteConfig.url, pathname);
  if (!urls) {
    return (
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
    );
  }
  return (
    <Head>
      <link rel="canonical" href={urls.canonical} />
      <meta property="og:url" content={urls.canonical} />
      {urls.alternates.map((alt) => (
        <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
      ))}
      <meta property="og:locale" content={urls.ogLocale} />
      {urls.ogLocaleAlternates.map((og) => (
        <meta key={og} property="og:locale:alternate" content={og} />
      ))}
    </Head>
  );
}

export default function SiteMetadata(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <body />
      </Head>
      {defaultImage && <PageMetadata image={defaultImage} />}
      <PageUrlHeaders />
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
