import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  HIP_COMPLICATIONS,
  KNEE_COMPLICATIONS,
  LEG_LENGTH_THRESHOLD,
  type HipComplication,
  type Joint,
  type KneeComplication,
} from '@site/src/data/clinical';
import DataTable from '../DataTable';
import {useFigureFormat, type FigureFormatter} from '@site/src/lib/useFigureFormat';

const thrombosis = (): string =>
  translate({
    id: 'medical.complications.thrombosis',
    message: 'Trombose',
    description: 'Complication: thrombosis (blood clot)',
  });

function hipName(key: HipComplication, format: FigureFormatter): string {
  return {
    numbThigh: translate({
      id: 'medical.complications.hip.numbThigh',
      message: 'Tijdelijk doof plekje op het bovenbeen',
      description: 'Hip complication: temporary numb spot on the thigh',
    }),
    woundInfection: translate({
      id: 'medical.complications.hip.woundInfection',
      message: 'Wondinfectie',
      description: 'Hip complication: wound infection',
    }),
    legLengthDifference: translate(
      {
        id: 'medical.complications.hip.legLengthDifference',
        message: 'Beenlengteverschil van {threshold}',
        description: 'Hip complication: leg-length difference above a threshold ({threshold} is e.g. "more than 1 cm")',
      },
      {threshold: format.figure(LEG_LENGTH_THRESHOLD)},
    ),
    dislocation: translate({
      id: 'medical.complications.hip.dislocation',
      message: 'Luxatie (de heup schiet uit de kom)',
      description: 'Hip complication: dislocation, explained for patients',
    }),
    thrombosis: thrombosis(),
    fracture: translate({
      id: 'medical.complications.hip.fracture',
      message: 'Botbreuk rond de prothese',
      description: 'Hip complication: fracture around the prosthesis',
    }),
  }[key];
}

function kneeName(key: KneeComplication): string {
  return {
    kneecapPain: translate({
      id: 'medical.complications.knee.kneecapPain',
      message: 'Pijn rond de knieschijf',
      description: 'Knee complication: pain around the kneecap',
    }),
    numbSpot: translate({
      id: 'medical.complications.knee.numbSpot',
      message: 'Doof plekje naast het litteken',
      description: 'Knee complication: numb spot beside the scar',
    }),
    woundInfection: translate({
      id: 'medical.complications.knee.woundInfection',
      message: 'Wondinfectie',
      description: 'Knee complication: wound infection',
    }),
    stiffness: translate({
      id: 'medical.complications.knee.stiffness',
      message: 'Stijve knie',
      description: 'Knee complication: stiffness',
    }),
    thrombosis: thrombosis(),
  }[key];
}

/** Complications and their chances for a hip or knee prosthesis (ARCHITECTURE "One truth"). */
export default function ComplicationsTable({joint}: {joint: Joint}): ReactNode {
  const format = useFigureFormat();
  const rows =
    joint === 'hip'
      ? HIP_COMPLICATIONS.map((c) => ({key: c.key, cells: [hipName(c.key, format), format.figure(c.chance)]}))
      : KNEE_COMPLICATIONS.map((c) => ({key: c.key, cells: [kneeName(c.key), format.figure(c.chance)]}));
  return (
    <DataTable
      caption={
        joint === 'hip'
          ? translate({
              id: 'medical.complications.caption.hip',
              message: 'Complicaties na een heupprothese in onze praktijk',
              description:
                "Caption of the hip complications table: the practice's own figures (the approach comparison gives literature ranges)",
            })
          : translate({
              id: 'medical.complications.caption.knee',
              message: 'Complicaties na een knieprothese in onze praktijk',
              description:
                "Caption of the knee complications table: the practice's own figures, worded as the hip table's caption",
            })
      }
      headers={[
        translate({
          id: 'medical.complications.header.complication',
          message: 'Complicatie',
          description: 'Complications table: column header of the complication',
        }),
        translate({
          id: 'medical.complications.header.chance',
          message: 'Kans',
          description: 'Complications table: column header of the chance (percentage)',
        }),
      ]}
      rows={rows}
      numericColumns={[1]}
    />
  );
}
