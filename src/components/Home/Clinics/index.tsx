import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import {PRACTICE, type Clinic} from '@site/src/data/practice';
import {CLINIC_ASSETS, CLINIC_ORDER} from '@site/src/data/clinics';
import {useFormat} from '@site/src/lib/useFormat';
import ClinicLogo from '../ClinicLogo';
import {useCityName, type CityKey} from '../cities';
import {Actions, Card, CardName, CheckList, Picture, SiteButton} from '../ui';
import {clinicText, useClinicLabels} from './texts';
import shared from '../shared.module.css';
import styles from './styles.module.css';
import ForeignTerms from '@site/src/components/ForeignTerms';

function ClinicCard({clinic}: {clinic: Clinic}): ReactNode {
  const labels = useClinicLabels();
  const format = useFormat();
  const city = useCityName();
  const text = clinicText(clinic.key);
  const alt = translate(
    {
      id: 'home.clinics.image.alt',
      message: 'Tekening van het gebouw van {name}',
      description: 'Alt text of a clinic picture; {name} is the clinic name',
    },
    {name: clinic.name},
  );
  const location = translate(
    {
      id: 'home.clinics.location',
      message: '{city}, {country}',
      description: 'Location of a clinic; {city} and {country} are names',
    },
    {city: city(clinic.city.toLowerCase() as CityKey), country: format.country(clinic.country)},
  );
  return (
    <Card className={shared.mediaCard} data-clinic={clinic.key}>
      <Picture image={CLINIC_ASSETS[clinic.key].image} alt={alt} className={styles.image} />
      <div className={shared.mediaBody}>
        <div className={styles.logoRow}>
          <ClinicLogo clinic={clinic.key} className={styles.logo} />
          <span className={shared.tag}>{text.type}</span>
        </div>
        <CardName as="h3" name={<ForeignTerms>{clinic.name}</ForeignTerms>} detail={location} />
        <p className={shared.muted}>{text.description}</p>
        <p className={styles.specialtiesTitle}>{labels.specialties}</p>
        <CheckList items={text.specialties} />
        <Actions>
          <SiteButton
            className="button button--primary button--outline"
            href={clinic.url}
            site={clinic.name}
            data-clinic-link={clinic.key}
          >
            {labels.website}
          </SiteButton>
        </Actions>
      </div>
    </Card>
  );
}

/** Clinics: the four clinics where Dr. Jansen works. */
export default function Clinics(): ReactNode {
  const t = useClinicLabels();
  const clinics = CLINIC_ORDER.map((key) => PRACTICE.clinics.find((c) => c.key === key)).filter(
    (c): c is Clinic => !!c,
  );
  return (
    <Section name="clinics" id="klinieken" tone="muted" eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ul className={shared.cardList}>
        {clinics.map((clinic) => (
          <ClinicCard key={clinic.key} clinic={clinic} />
        ))}
      </ul>
    </Section>
  );
}
