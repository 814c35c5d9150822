import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {FIGURES, INFILTRATION_EFFECTS, type Infiltration} from '@site/src/data/clinical';
import DataTable from '../DataTable';
import {useFigureFormat} from '@site/src/lib/useFigureFormat';
import styles from './styles.module.css';

function infiltrationName(key: Infiltration, concentration: string): string {
  return {
    cortisone: translate({
      id: 'medical.infiltration.cortisone',
      message: 'Cortisone',
      description: 'Injection: corticosteroid',
    }),
    hyaluronicAcid: translate({
      id: 'medical.infiltration.hyaluronicAcid',
      message: 'Hyaluronzuur',
      description: 'Injection: hyaluronic acid',
    }),
    prp: translate({
      id: 'medical.infiltration.prp',
      message: 'PRP (plaatjesrijk plasma)',
      description: 'Injection: platelet-rich plasma',
    }),
    wint: translate({
      id: 'medical.infiltration.wint',
      message: 'WINT',
      description: 'Injection: WINT (keep the abbreviation)',
    }),
    hydrogel: translate(
      {
        id: 'medical.infiltration.hydrogel',
        message: 'Polyacrylamidegel ({concentration})',
        description: 'Injection: polyacrylamide hydrogel; {concentration} is e.g. "2.5%"',
      },
      {concentration},
    ),
  }[key];
}

/** How long each injection works and whether Dutch insurance pays. */
export default function EffectDurations({showReimbursement = true}: {showReimbursement?: boolean}): ReactNode {
  const format = useFigureFormat();
  const concentration = format.figure(FIGURES['infiltrations.hydrogelConcentration']);
  const yes = translate({
    id: 'medical.effects.reimbursed.yes',
    message: 'Ja',
    description: 'Effect table: reimbursed by Dutch insurance',
  });
  const no = translate({
    id: 'medical.effects.reimbursed.no',
    message: 'Nee',
    description: 'Effect table: not reimbursed by Dutch insurance',
  });
  const headers = [
    translate({
      id: 'medical.effects.header.treatment',
      message: 'Middel',
      description: 'Effect table: column header of the injection',
    }),
    translate({
      id: 'medical.effects.header.duration',
      message: 'Werkingsduur',
      description: 'Effect table: column header of how long the effect lasts',
    }),
  ];
  if (showReimbursement) {
    headers.push(
      translate({
        id: 'medical.effects.header.reimbursed',
        message: 'Vergoed door de Nederlandse zorgverzekering (volgens uw polis, met eigen risico)',
        description: 'Effect table: column header, reimbursed by Dutch health insurance',
      }),
    );
  }
  return (
    <DataTable
      className={styles.effects}
      caption={translate({
        id: 'medical.effects.caption',
        message: 'Hoe lang werkt een infiltratie?',
        description: 'Caption of the infiltration effect-duration table',
      })}
      headers={headers}
      rows={INFILTRATION_EFFECTS.map((effect) => {
        const cells: ReactNode[] = [infiltrationName(effect.key, concentration), format.figure(effect.duration)];
        if (showReimbursement) cells.push(effect.reimbursedNl ? yes : no);
        return {key: effect.key, cells};
      })}
      numericColumns={[1]}
    />
  );
}
