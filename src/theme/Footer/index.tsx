import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import AnchorLink, {HOME_ANCHORS} from '@site/src/components/AnchorLink';
import {aboutLabel, anchorLabel} from '@site/src/components/NavbarItems';
import {useTreatmentName} from '@site/src/components/treatmentName';
import {useFormat} from '@site/src/lib/useFormat';
import {useLocale} from '@site/src/lib/useLocale';
import {PRACTICE} from '@site/src/data/practice';
import {TREATMENT_PAGE_IDS, pagePath} from '@site/src/data/routes';
import {isPublished} from '@site/src/lib/alternates';
import {useUntranslated} from '@site/src/lib/useUntranslated';
import styles from './styles.module.css';
import ExternalLink from '@site/src/components/ExternalLink';
import ForeignTerms from '@site/src/components/ForeignTerms';

/** A column of links; one to this site's pages is a landmark, named apart from the sidebar's "Behandelingen". */
function Column({title, nav, children}: {title: string; nav?: boolean; children: ReactNode}): ReactNode {
  const Tag = nav ? 'nav' : 'div';
  return (
    <Tag
      className={styles.column}
      aria-label={
        nav
          ? translate(
              {
                id: 'footer.nav.label',
                message: '{section} in de voettekst',
                description:
                  'Accessible name of a column of links in the footer; {section} is the column heading ("Navigation", "Treatments")',
              },
              {section: title},
            )
          : undefined
      }
    >
      <p className={styles.title}>{title}</p>
      <ul>{children}</ul>
    </Tag>
  );
}

export default function Footer(): ReactNode {
  const locale = useLocale();
  const format = useFormat();
  const treatmentName = useTreatmentName();
  // A page not yet translated into this language is not listed (its notice is no page of the language).
  const untranslated = useUntranslated();
  const treatments = TREATMENT_PAGE_IDS.filter((page) => isPublished(page, locale, untranslated));
  const logo = useBaseUrl('/img/logo.svg');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-footer>
      <div className="container">
        <div className={styles.columns}>
          <div className={styles.brand}>
            <Link to={pagePath('home', locale)} className={styles.brandLink}>
              <img src={logo} width={40} height={40} alt="" />
              <span>{PRACTICE.surgeon.displayName}</span>
            </Link>
            <p className={styles.tagline}>
              <Translate id="footer.tagline" description="Short description of the practice in the footer">
                Orthopedisch chirurg voor heup en knie in Utrecht, Marbella en Estepona.
              </Translate>
            </p>
          </div>
          <Column
            nav
            title={translate({
              id: 'footer.navigation.title',
              message: 'Navigatie',
              description: 'Footer column heading: site navigation',
            })}
          >
            {HOME_ANCHORS.map((anchor) => (
              <li key={anchor}>
                <AnchorLink anchor={anchor}>{anchorLabel(anchor)}</AnchorLink>
              </li>
            ))}
            <li>
              <Link to={pagePath('about', locale)}>{aboutLabel()}</Link>
            </li>
          </Column>
          <Column
            nav
            title={translate({
              id: 'footer.treatments.title',
              message: 'Behandelingen',
              description: 'Footer column heading: treatment pages',
            })}
          >
            {treatments.map((treatment) => (
              <li key={treatment}>
                <Link to={pagePath(treatment, locale)} data-footer-treatment={treatment}>
                  {treatmentName(treatment)}
                </Link>
              </li>
            ))}
          </Column>
          <Column
            title={translate({
              id: 'footer.social.title',
              message: 'Volg ons',
              description: 'Footer column heading: social media',
            })}
          >
            {PRACTICE.social.map((s) => (
              <li key={s.key}>
                <ExternalLink href={s.url} data-social={s.key}>
                  {s.name}
                </ExternalLink>
              </li>
            ))}
          </Column>
          <Column
            title={translate({
              id: 'footer.ratings.title',
              message: 'Beoordelingen',
              description: 'Footer column heading: review ratings',
            })}
          >
            {PRACTICE.reviewPlatforms.map((p) => (
              <li key={p.key}>
                <ExternalLink href={p.url} data-footer-rating={p.key}>
                  <span className={styles.score}>{format.rating(p.rating, p.scale)}</span>{' '}
                  <ForeignTerms>{p.name}</ForeignTerms>
                </ExternalLink>
              </li>
            ))}
          </Column>
        </div>
        <p className={styles.copyright} data-copyright>
          <Translate
            id="footer.copyright"
            description="Copyright line; {year} is the current year, {name} the practice name"
            values={{year: String(year), name: <ForeignTerms>{PRACTICE.practiceName}</ForeignTerms>}}
          >
            {'© {year} {name}. Alle rechten voorbehouden.'}
          </Translate>
        </p>
      </div>
    </footer>
  );
}
