import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PRACTICE, type ClinicKey} from '@site/src/data/practice';
import {CLINIC_ASSETS} from '@site/src/data/clinics';
import {Picture} from '../ui';
import styles from './styles.module.css';

export function clinicName(key: ClinicKey): string {
  return PRACTICE.clinics.find((c) => c.key === key)?.name ?? key;
}

/** A clinic's logo (our own SVG drawing) with its name as alt text. */
export default function ClinicLogo({clinic, className}: {clinic: ClinicKey; className?: string}): ReactNode {
  const alt = translate(
    {
      id: 'home.clinics.logo.alt',
      message: 'Logo van {name}',
      description: 'Alt text of a clinic logo; {name} is the clinic name',
    },
    {name: clinicName(clinic)},
  );
  return <Picture image={CLINIC_ASSETS[clinic].logo} alt={alt} className={className ?? styles.logo} />;
}
