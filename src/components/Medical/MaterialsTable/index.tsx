import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {KNEE_MATERIALS, type KneePart, type Material} from '@site/src/data/clinical';
import DataTable from '../DataTable';
import {listFormat} from '@site/src/lib/intl';
import {useLocale} from '@site/src/lib/useLocale';

function partName(part: KneePart): string {
  return {
    femoral: translate({
      id: 'medical.materials.part.femoral',
      message: 'Dijbeendeel (femurcomponent)',
      description: 'Knee prosthesis part: femoral component',
    }),
    tibial: translate({
      id: 'medical.materials.part.tibial',
      message: 'Scheenbeendeel (tibiacomponent)',
      description: 'Knee prosthesis part: tibial component',
    }),
    insert: translate({
      id: 'medical.materials.part.insert',
      message: 'Inlay (tussenstuk)',
      description: 'Knee prosthesis part: the plastic insert between the metal parts',
    }),
  }[part];
}

function partRole(part: KneePart): string {
  return {
    femoral: translate({
      id: 'medical.materials.role.femoral',
      message: 'Bekleedt het uiteinde van het dijbeen',
      description: 'Role of the femoral component',
    }),
    tibial: translate({
      id: 'medical.materials.role.tibial',
      message: 'Bedekt de bovenkant van het scheenbeen',
      description: 'Role of the tibial component',
    }),
    insert: translate({
      id: 'medical.materials.role.insert',
      message: 'Glijvlak tussen de metalen delen, vervangt het kraakbeen',
      description: 'Role of the insert',
    }),
  }[part];
}

function materialName(material: Material): string {
  return {
    cobaltChrome: translate({
      id: 'medical.materials.material.cobaltChrome',
      message: 'Kobalt-chroom',
      description: 'Material: cobalt-chromium alloy',
    }),
    titanium: translate({
      id: 'medical.materials.material.titanium',
      message: 'Titanium',
      description: 'Material: titanium alloy',
    }),
    polyethylene: translate({
      id: 'medical.materials.material.polyethylene',
      message: 'Hoogwaardig polyethyleen (kunststof)',
      description: 'Material: highly cross-linked polyethylene (plastic)',
    }),
  }[material];
}

/** Parts and materials of a total knee prosthesis. */
export default function MaterialsTable(): ReactNode {
  const list = listFormat(useLocale(), {type: 'disjunction'});
  return (
    <DataTable
      caption={translate({
        id: 'medical.materials.caption',
        message: 'Onderdelen van een knieprothese',
        description: 'Caption of the knee prosthesis materials table',
      })}
      headers={[
        translate({
          id: 'medical.materials.header.part',
          message: 'Onderdeel',
          description: 'Materials table: column header of the part',
        }),
        translate({
          id: 'medical.materials.header.material',
          message: 'Materiaal',
          description: 'Materials table: column header of the material',
        }),
        translate({
          id: 'medical.materials.header.role',
          message: 'Functie',
          description: 'Materials table: column header of what the part does',
        }),
      ]}
      rows={KNEE_MATERIALS.map((row) => ({
        key: row.part,
        cells: [partName(row.part), list.format(row.materials.map(materialName)), partRole(row.part)],
      }))}
    />
  );
}
