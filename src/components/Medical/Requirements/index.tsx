import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {FIGURES, REQUIREMENTS, RISK_FACTORS, type Requirement, type RiskFactor} from '@site/src/data/clinical';
import {useFigureFormat, type FigureFormatter} from '@site/src/lib/useFigureFormat';
import styles from './styles.module.css';
import {listFormat} from '@site/src/lib/intl';

function riskFactorName(key: RiskFactor, format: FigureFormatter): string {
  return {
    bmi: translate(
      {
        id: 'medical.requirements.risk.bmi',
        message: 'ernstig overgewicht (een BMI, het gewicht in verhouding tot de lengte, van {bmi})',
        description: 'Risk factor: obesity; {bmi} is e.g. "more than 35"',
      },
      {bmi: format.figure(FIGURES['requirements.bmi'])},
    ),
    smoking: translate({
      id: 'medical.requirements.risk.smoking',
      message: 'roken',
      description: 'Risk factor: smoking (lower case, in a list)',
    }),
    copd: translate({
      id: 'medical.requirements.risk.copd',
      message: 'COPD (een chronische longziekte)',
      description: 'Risk factor: chronic obstructive pulmonary disease, as patients know it',
    }),
    heartFailure: translate({
      id: 'medical.requirements.risk.heartFailure',
      message: 'hartfalen',
      description: 'Risk factor: heart failure (lower case, in a list)',
    }),
    diabetes: translate({
      id: 'medical.requirements.risk.diabetes',
      message: 'diabetes',
      description: 'Risk factor: diabetes (lower case, in a list)',
    }),
  }[key];
}

function requirementText(key: Requirement, format: FigureFormatter, risks: string): string {
  return {
    kellgrenLawrence: translate(
      {
        id: 'medical.requirements.kellgrenLawrence',
        message: 'Op de röntgenfoto ernstige artrose: Kellgren-Lawrence-graad {grades}',
        description: 'Requirement: X-ray shows Kellgren-Lawrence grade {grades} (e.g. "3 or 4")',
      },
      {grades: format.figure(FIGURES['requirements.kellgrenLawrence'])},
    ),
    nightPain: translate({
      id: 'medical.requirements.nightPain',
      message: 'Pijn in de nacht, ook in rust',
      description: 'Requirement: night pain, also at rest',
    }),
    walkingDistance: translate(
      {
        id: 'medical.requirements.walkingDistance',
        message: 'U loopt {distance} zonder pijn',
        description: 'Requirement: pain-free walking distance; {distance} is e.g. "at most 500 m"',
      },
      {distance: format.figure(FIGURES['requirements.walkingDistance'])},
    ),
    fewRiskFactors: translate(
      {
        id: 'medical.requirements.fewRiskFactors',
        message: 'Niet te veel risicofactoren, zoals {risks}',
        description: 'Requirement: few risk factors; {risks} is a list',
      },
      {risks},
    ),
  }[key];
}

/** When a prosthesis is advised: four requirements with the risk factors. */
export default function Requirements(): ReactNode {
  const format = useFigureFormat();
  const risks = listFormat(format.locale, {type: 'conjunction'}).format(
    RISK_FACTORS.map((r) => riskFactorName(r, format)),
  );
  return (
    <ul className={styles.requirements}>
      {REQUIREMENTS.map((key) => (
        <li key={key} data-requirement={key}>
          {requirementText(key, format, risks)}
        </li>
      ))}
    </ul>
  );
}
