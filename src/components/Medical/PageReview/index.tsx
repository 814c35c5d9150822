import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ForeignTerms from '@site/src/components/ForeignTerms';
import {PRACTICE, surgeonName} from '@site/src/data/practice';
import {pageReview, type PageReview as Review, type ReviewedPage} from '@site/src/data/review';
import {dateTimeFormat} from '@site/src/lib/intl';
import {useLocale} from '@site/src/lib/useLocale';
import styles from './styles.module.css';

/** An ISO date as a `<time>` in the page's language (Latin digits, like every figure of the site). */
export function Day({iso}: {iso: string}): ReactNode {
  const locale = useLocale();
  const text = dateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC', numberingSystem: 'latn'}).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return <time dateTime={iso}>{text}</time>;
}

/** Review and authorship at the end of a page, like the NHS's; a treatment page also says it replaces no consultation. */
export default function PageReview({page, treatment}: {page: ReviewedPage; treatment: boolean}): ReactNode {
  const locale = useLocale();
  const review = pageReview(page);
  return (
    <footer className={styles.review} data-testid="page-review">
      {treatment && (
        <p>
          <Translate
            id="medical.review.disclaimer"
            description="End of every treatment page: the page informs and does not replace a consultation; {surgeon} is the surgeon's name"
            values={{surgeon: surgeonName(locale)}}
          >
            {
              'Deze pagina geeft algemene informatie en vervangt geen consult. Of een behandeling bij u past, bespreekt u met {surgeon}.'
            }
          </Translate>
        </p>
      )}
      {review ? (
        <Reviewed review={review} />
      ) : (
        <p data-review="awaiting">
          <Translate
            id="medical.review.awaiting"
            description="End of a treatment or about page the surgeon has not reviewed yet; no review date is shown"
          >
            Deze pagina is nog niet medisch gecontroleerd.
          </Translate>
        </p>
      )}
    </footer>
  );
}

/** Who reviewed the page and when; on a translation, when its medical content was checked. */
function Reviewed({review}: {review: Review}): ReactNode {
  const locale = useLocale();
  const checked = locale === 'nl' ? undefined : review.translationChecked[locale];
  return (
    <>
      <p>
        {/* "colegiado" (and BIG outside Dutch) read in their own language. */}
        <ForeignTerms>
          {translate(
            {
              id: 'medical.review.reviewedBy',
              message:
                'Medisch gecontroleerd door {surgeon}, orthopedisch chirurg (BIG-nummer {big}; colegiado {colegiado}).',
              description:
                'Who reviewed the page: {surgeon} is the name, {big} the Dutch BIG register number, {colegiado} the Spanish medical college number',
            },
            {
              surgeon: surgeonName(locale),
              big: PRACTICE.surgeon.registration.big,
              colegiado: PRACTICE.surgeon.registration.colegiado,
            },
          )}
        </ForeignTerms>
      </p>
      <p>
        <Translate
          id="medical.review.dates"
          description="Review dates at the end of a page, like the NHS's 'Page last reviewed: … Next review due: …'; {last} and {next} are dates"
          values={{last: <Day iso={review.lastReviewed} />, next: <Day iso={review.nextReview} />}}
        >
          {'Laatst gecontroleerd: {last} · Opnieuw gecontroleerd vóór: {next}'}
        </Translate>
      </p>
      {locale !== 'nl' && (
        <p>
          {checked ? (
            <Translate
              id="medical.review.translationChecked"
              description="On translated pages: the date the translation's medical content was checked; {date} is a date"
              values={{date: <Day iso={checked} />}}
            >
              {'Deze vertaling is medisch gecontroleerd op {date}.'}
            </Translate>
          ) : (
            <Translate
              id="medical.review.translationAwaiting"
              description="End of a translated page whose Dutch page was reviewed but whose translation has not been medically checked yet"
            >
              Deze vertaling is nog niet medisch gecontroleerd.
            </Translate>
          )}
        </p>
      )}
    </>
  );
}
