import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {PRACTICE, type ClinicKey} from '@site/src/data/practice';
import {CLINIC_ASSETS} from '@site/src/data/clinics';
import styles from './styles.module.css';

export interface Props {
  clinic: ClinicKey;
  className?: string;
}

export function clinicName(key: ClinicKey): string {
  return PRACTICE.clinics.find((c) => c.key === key)?.name ?? key;
}

/** A clinic's logo (our own SVG drawing) with its name as alt text. */
export default function ClinicLogo({clinic, className}: Props): ReactNode {
  const {logo} = CLINIC_ASSETS[clinic];
  const src = useBaseUrl(logo.src);
  return (
    <img
      className={className ?? styles.logo}
      src={src}
      width={logo.width}
      height={logo.height}
      loading="lazy"
      decoding="async"
      alt={translate(
        {
          id: 'home.clinics.logo.alt',
          message: 'Logo van {name}',
          description: 'Alt text of a clinic logo; {name} is the clinic name',
        },
        {name: clinicName(clinic)},
      )}
    />
  );
}
