import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useFaqItems} from '@site/src/components/Home/faqItems';
import {isLocale} from '@site/src/data/locales';
import {pagePath} from '@site/src/data/routes';
import {SEO_TEXTS} from '@site/src/data/seo';
import {absoluteUrl} from '@site/src/lib/alternates';
import {faqPage} from '@site/src/lib/structuredData';
import StructuredData from './index';

/** The home page as an `FAQPage`, from the same FAQ strings the page shows. */
export default function HomeFaqStructuredData(): ReactNode {
  const {
    siteConfig,
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const items = useFaqItems();
  const locale = isLocale(currentLocale) ? currentLocale : 'nl';
  const texts = SEO_TEXTS[locale];
  const data = faqPage(
    {
      siteUrl: siteConfig.url,
      url: absoluteUrl(siteConfig.url, pagePath('home', locale)),
      locale,
      name: `${texts.surgeonName} – ${texts.tagline}`,
      description: texts.practiceDescription,
    },
    items,
  );
  return <StructuredData data={data} />;
}
