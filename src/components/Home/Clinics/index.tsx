import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {PRACTICE, type Clinic, type ClinicKey} from '@site/src/data/practice';
import {CLINIC_ASSETS, CLINIC_ORDER} from '@site/src/data/clinics';
import ClinicLogo from '../ClinicLogo';
import {useFormat} from '../useFormat';
import {useCityName, type CityKey} from '../cities';
import shared from '../shared.module.css';
import styles from './styles.module.css';
import ExternalLink from '@site/src/components/ExternalLink';

interface ClinicText {
  type: string;
  description: string;
  specialties: string[];
}

function clinicText(key: ClinicKey): ClinicText {
  switch (key) {
    case 'mso':
      return {
        type: translate({
          id: 'home.clinics.mso.type',
          message: 'Sportorthopedische kliniek',
          description: 'Type of the sports orthopaedic clinic',
        }),
        description: translate({
          id: 'home.clinics.mso.description',
          message:
            'Gespecialiseerd in sportblessures en gewrichtsklachten, met een eigen afdeling voor fysiotherapie en revalidatie.',
          description: 'Description of the sports orthopaedic clinic',
        }),
        specialties: [
          translate({
            id: 'home.clinics.mso.specialty1',
            message: 'Sportblessures',
            description: 'Specialty of the sports orthopaedic clinic',
          }),
          translate({
            id: 'home.clinics.mso.specialty2',
            message: 'Artroscopie',
            description: 'Specialty of the sports orthopaedic clinic',
          }),
          translate({
            id: 'home.clinics.mso.specialty3',
            message: 'Infiltraties',
            description: 'Specialty of the sports orthopaedic clinic',
          }),
        ],
      };
    case 'compass':
      return {
        type: translate({
          id: 'home.clinics.compass.type',
          message: 'Privékliniek',
          description: 'Type of the private clinic',
        }),
        description: translate({
          id: 'home.clinics.compass.description',
          message:
            'Moderne privékliniek in Marbella, met korte lijnen en persoonlijke begeleiding van het eerste consult tot de laatste controle.',
          description: 'Description of the private clinic',
        }),
        specialties: [
          translate({
            id: 'home.clinics.compass.specialty1',
            message: 'Heup- en knieprothesen',
            description: 'Specialty of the private clinic',
          }),
          translate({
            id: 'home.clinics.compass.specialty2',
            message: 'Consulten en second opinions',
            description: 'Specialty of the private clinic',
          }),
          translate({
            id: 'home.clinics.compass.specialty3',
            message: 'Nazorg en controles',
            description: 'Specialty of the private clinic',
          }),
        ],
      };
    case 'hospital':
      return {
        type: translate({id: 'home.clinics.hospital.type', message: 'Ziekenhuis', description: 'Type of the hospital'}),
        description: translate({
          id: 'home.clinics.hospital.description',
          message:
            'Volledig uitgerust ziekenhuis met moderne operatiekamers en een verpleegafdeling, waar ook complexe operaties plaatsvinden.',
          description: 'Description of the hospital',
        }),
        specialties: [
          translate({
            id: 'home.clinics.hospital.specialty1',
            message: 'Prothesechirurgie',
            description: 'Specialty of the hospital',
          }),
          translate({
            id: 'home.clinics.hospital.specialty2',
            message: 'Revisieoperaties',
            description: 'Specialty of the hospital',
          }),
          translate({
            id: 'home.clinics.hospital.specialty3',
            message: 'Opname en verpleging',
            description: 'Specialty of the hospital',
          }),
        ],
      };
    case 'chain':
      return {
        type: translate({
          id: 'home.clinics.chain.type',
          message: 'Nederlandse kliniekketen',
          description: 'Type of the Dutch clinic chain',
        }),
        description: translate({
          id: 'home.clinics.chain.description',
          message:
            'Zelfstandige kliniek in Utrecht voor verzekerde zorg, met korte wachttijden en een vast behandelteam.',
          description: 'Description of the Dutch clinic chain',
        }),
        specialties: [
          translate({
            id: 'home.clinics.chain.specialty1',
            message: 'Verzekerde zorg',
            description: 'Specialty of the Dutch clinic chain',
          }),
          translate({
            id: 'home.clinics.chain.specialty2',
            message: 'Infiltraties',
            description: 'Specialty of the Dutch clinic chain',
          }),
          translate({
            id: 'home.clinics.chain.specialty3',
            message: 'Prothesechirurgie',
            description: 'Specialty of the Dutch clinic chain',
          }),
        ],
      };
  }
}

function ClinicCard({clinic}: {clinic: Clinic}): ReactNode {
  const format = useFormat();
  const city = useCityName();
  const text = clinicText(clinic.key);
  const {image} = CLINIC_ASSETS[clinic.key];
  const imageSrc = useBaseUrl(image.src);
  return (
    <li className={clsx(shared.card, styles.clinic)} data-clinic={clinic.key}>
      <img
        className={styles.image}
        src={imageSrc}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        alt={translate(
          {
            id: 'home.clinics.image.alt',
            message: 'Tekening van het gebouw van {name}',
            description: 'Alt text of a clinic picture; {name} is the clinic name',
          },
          {name: clinic.name},
        )}
      />
      <div className={styles.body}>
        <div className={styles.logoRow}>
          <ClinicLogo clinic={clinic.key} className={styles.logo} />
          <span className={shared.tag}>{text.type}</span>
        </div>
        <Heading as="h3" className={styles.name}>
          {clinic.name}
        </Heading>
        <p className={styles.location}>
          {translate(
            {
              id: 'home.clinics.location',
              message: '{city}, {country}',
              description: 'Location of a clinic; {city} and {country} are names',
            },
            {city: city(clinic.city.toLowerCase() as CityKey), country: format.country(clinic.country)},
          )}
        </p>
        <p className={shared.muted}>{text.description}</p>
        <p className={styles.specialtiesTitle}>
          <Translate id="home.clinics.specialties" description="Label above the list of a clinic's specialties">
            Specialismen
          </Translate>
        </p>
        <ul className={shared.checkList}>
          {text.specialties.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <div className={shared.actions}>
          <ExternalLink
            className="button button--primary button--outline"
            href={clinic.url}
            data-clinic-link={clinic.key}
            aria-label={translate(
              {
                id: 'home.clinics.websiteLabel',
                message: 'Bezoek website van {name}',
                description:
                  'Accessible name of the clinic website button (starts with its visible text); {name} is the clinic',
              },
              {name: clinic.name},
            )}
          >
            <Translate id="home.clinics.website" description="Button that opens a clinic's website">
              Bezoek website
            </Translate>
          </ExternalLink>
        </div>
      </div>
    </li>
  );
}

/** Clinics: the four clinics where Dr. Jansen works. */
export default function Clinics(): ReactNode {
  const clinics = CLINIC_ORDER.map((key) => PRACTICE.clinics.find((c) => c.key === key)).filter(
    (c): c is Clinic => !!c,
  );
  return (
    <Section
      name="clinics"
      id="klinieken"
      tone="muted"
      eyebrow={
        <Translate id="home.clinics.eyebrow" description="Small label above the clinics section heading">
          Klinieken
        </Translate>
      }
      title={
        <Translate id="home.clinics.title" description="Heading of the clinics section">
          Hier kunt u bij Dr. Jansen terecht
        </Translate>
      }
      intro={
        <Translate id="home.clinics.intro" description="Introduction of the clinics section">
          Dr. Jansen werkt in vier klinieken in Spanje en Nederland. Overal krijgt u dezelfde zorgvuldige behandeling.
        </Translate>
      }
    >
      <ul className={clsx(styles.list)}>
        {clinics.map((clinic) => (
          <ClinicCard key={clinic.key} clinic={clinic} />
        ))}
      </ul>
    </Section>
  );
}
