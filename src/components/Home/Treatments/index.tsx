import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {pagePath} from '@site/src/data/routes';
import {TREATMENT_CARDS, type TreatmentCard} from '@site/src/data/treatmentCards';
import {useFormat} from '@site/src/lib/useFormat';
import {useLocale} from '@site/src/lib/useLocale';
import {treatmentTitle} from '@site/src/components/pageTitle';
import {Actions, Card, CheckList, Picture} from '../ui';
import {cardText, durationText, useTreatmentsLabels} from './texts';
import shared from '../shared.module.css';
import styles from './styles.module.css';

/** A card: picture, title, description, features, duration, who it suits, and a link to the page. */
function TreatmentCardItem({card}: {card: TreatmentCard}): ReactNode {
  const locale = useLocale();
  const format = useFormat();
  const text = cardText(card.key, format);
  const title = treatmentTitle(card.key);
  const alt = translate(
    {
      id: 'home.treatments.image.alt',
      message: 'Illustratie: {title}',
      description: 'Alt text of a treatment illustration; {title} is the treatment',
    },
    {title},
  );
  return (
    <Card className={shared.mediaCard} data-treatment={card.key}>
      <Picture image={card.image} alt={alt} className={styles.image} />
      <div className={shared.mediaBody}>
        <Heading as="h3" className={styles.title}>
          {title}
        </Heading>
        <p className={shared.muted}>{text.description}</p>
        <CheckList items={text.features} />
        <dl className={styles.facts}>
          <dt>
            <Translate id="home.treatments.durationLabel" description="Label of a treatment's duration">
              Duur
            </Translate>
          </dt>
          <dd>{durationText(card.duration, format)}</dd>
          <dt>
            <Translate id="home.treatments.suitableLabel" description="Label of who a treatment suits">
              Geschikt bij
            </Translate>
          </dt>
          <dd>{text.suitable}</dd>
        </dl>
        <Actions>
          <Link className="button button--primary" to={pagePath(card.key, locale)} data-treatment-link={card.key}>
            <Translate id="home.treatments.moreInfo" description="Link from a treatment card to the treatment page">
              Meer informatie
            </Translate>
            <span className="visually-hidden"> – {title}</span>
          </Link>
        </Actions>
      </div>
    </Card>
  );
}

/** Treatments (anchor `treatments`): four cards linking to the treatment pages. */
export default function Treatments(): ReactNode {
  const t = useTreatmentsLabels();
  return (
    <Section name="treatments" id="treatments" eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ul className={shared.cardList}>
        {TREATMENT_CARDS.map((card) => (
          <TreatmentCardItem key={card.key} card={card} />
        ))}
      </ul>
    </Section>
  );
}
