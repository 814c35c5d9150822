import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {FIGURES, OPERATION_FACTS, type OperationFactKey, type OperationKind} from '@site/src/data/clinical';
import {useFigureFormat} from '@site/src/lib/useFigureFormat';
import styles from './styles.module.css';

function factLabel(key: OperationFactKey): string {
  return {
    duration: translate({
      id: 'medical.operation.fact.duration',
      message: 'Duur van de operatie',
      description: 'Operation facts: how long the operation takes',
    }),
    bloodLoss: translate({
      id: 'medical.operation.fact.bloodLoss',
      message: 'Bloedverlies',
      description: 'Operation facts: blood loss',
    }),
    scar: translate({
      id: 'medical.operation.fact.scar',
      message: 'Litteken',
      description: 'Operation facts: length of the scar',
    }),
    hospitalStay: translate({
      id: 'medical.operation.fact.hospitalStay',
      message: 'Opname in het ziekenhuis',
      description: 'Operation facts: hospital stay',
    }),
  }[key];
}

/** The operation in figures: duration, blood loss, scar, hospital stay. */
export default function OperationFacts({kind}: {kind: OperationKind}): ReactNode {
  const format = useFigureFormat();
  return (
    <dl
      className={styles.facts}
      aria-label={translate({
        id: 'medical.operation.facts.label',
        message: 'De operatie in cijfers',
        description: 'Accessible name of the operation facts',
      })}
    >
      {OPERATION_FACTS[kind].map((fact) => (
        <div key={fact.key} className={styles.fact} data-fact={fact.key}>
          <dt className={styles.label}>{factLabel(fact.key)}</dt>
          <dd className={styles.value}>{format.figure(FIGURES[fact.figure])}</dd>
        </div>
      ))}
    </dl>
  );
}
