import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Files in static/img/medical; the sizes are the SVGs' own. */
const IMAGES = {
  hipXray: {file: 'hip-xray.svg', width: 480, height: 300},
  hipProsthesis: {file: 'hip-prosthesis.svg', width: 320, height: 360},
  hipApproach: {file: 'hip-approach.svg', width: 420, height: 300},
  kneeXray: {file: 'knee-xray.svg', width: 480, height: 300},
  kneeProsthesis: {file: 'knee-prosthesis.svg', width: 320, height: 360},
  kneePartial: {file: 'knee-partial.svg', width: 320, height: 300},
  kneeApproach: {file: 'knee-approach.svg', width: 260, height: 320},
} as const satisfies Record<string, {file: string; width: number; height: number}>;
type IllustrationName = keyof typeof IMAGES;

function texts(name: IllustrationName): {alt: string; caption: string} {
  return {
    hipXray: {
      alt: translate({
        id: 'medical.illustration.hipXray.alt',
        message: 'Tekening van twee röntgenfoto’s van de heup: links een gezonde heup, rechts een heup met artrose',
        description: 'Alt text: drawing of two hip X-rays, healthy and with osteoarthritis',
      }),
      caption: translate({
        id: 'medical.illustration.hipXray.caption',
        message:
          'Zo ziet het eruit op de röntgenfoto tijdens het consult. (1) Een gezonde heup met een duidelijke gewrichtsspleet. (2) Een heup met artrose: de spleet tussen kop en kom is verdwenen.',
        description: 'Caption: consultation image of hip X-rays',
      }),
    },
    hipProsthesis: {
      alt: translate({
        id: 'medical.illustration.hipProsthesis.alt',
        message: 'Tekening van een heupprothese met kom, kop en steel',
        description: 'Alt text: drawing of a hip prosthesis',
      }),
      caption: translate({
        id: 'medical.illustration.hipProsthesis.caption',
        message:
          'Een heupprothese: (1) de kom in het bekken met een kunststof voering, (2) de kop, (3) de steel in het dijbeen.',
        description: 'Caption: parts of a hip prosthesis',
      }),
    },
    hipApproach: {
      alt: translate({
        id: 'medical.illustration.hipApproach.alt',
        message: 'Tekening van de plaats van het litteken bij de voorste en de achterste benadering van de heup',
        description: 'Alt text: drawing of the anterior and posterolateral incisions',
      }),
      caption: translate({
        id: 'medical.illustration.hipApproach.caption',
        message:
          '(A) De voorste benadering: de snede ligt aan de voorkant van de heup, tussen de spieren door. (B) De achterste benadering: de snede ligt aan de zij- en achterkant.',
        description: 'Caption: the two surgical approaches to the hip',
      }),
    },
    kneeXray: {
      alt: translate({
        id: 'medical.illustration.kneeXray.alt',
        message: 'Tekening van twee röntgenfoto’s van de knie: links een gezonde knie, rechts een knie met artrose',
        description: 'Alt text: drawing of two knee X-rays, healthy and with osteoarthritis',
      }),
      caption: translate({
        id: 'medical.illustration.kneeXray.caption',
        message:
          'Zo ziet het eruit op de röntgenfoto tijdens het consult. (1) Een gezonde knie. (2) Een knie met artrose: de binnenkant van het gewricht is versmald.',
        description: 'Caption: consultation image of knee X-rays',
      }),
    },
    kneeProsthesis: {
      alt: translate({
        id: 'medical.illustration.kneeProsthesis.alt',
        message: 'Tekening van een totale knieprothese met dijbeendeel, inlay en scheenbeendeel',
        description: 'Alt text: drawing of a total knee prosthesis',
      }),
      caption: translate({
        id: 'medical.illustration.kneeProsthesis.caption',
        message: 'Een totale knieprothese: (1) het dijbeendeel, (2) de kunststof inlay, (3) het scheenbeendeel.',
        description: 'Caption: parts of a total knee prosthesis',
      }),
    },
    kneePartial: {
      alt: translate({
        id: 'medical.illustration.kneePartial.alt',
        message: 'Tekening van een halve knieprothese die alleen de binnenkant van de knie vervangt',
        description: 'Alt text: drawing of a partial knee prosthesis',
      }),
      caption: translate({
        id: 'medical.illustration.kneePartial.caption',
        message: 'Een halve knieprothese vervangt alleen het versleten deel van de knie; de rest blijft uw eigen knie.',
        description: 'Caption: partial knee prosthesis',
      }),
    },
    kneeApproach: {
      alt: translate({
        id: 'medical.illustration.kneeApproach.alt',
        message: 'Tekening van de knie van voren met het litteken in het midden, langs de knieschijf',
        description: 'Alt text: drawing of the knee incision',
      }),
      caption: translate({
        id: 'medical.illustration.kneeApproach.caption',
        message: 'De snede loopt aan de voorkant van de knie, langs de binnenkant van de knieschijf.',
        description: 'Caption: where the knee incision runs',
      }),
    },
  }[name];
}

/** A medical illustration (lightweight SVG) with translated alt text and caption. */
export default function Illustration({name}: {name: IllustrationName}): ReactNode {
  const image = IMAGES[name];
  const src = useBaseUrl(`/img/medical/${image.file}`);
  const {alt, caption} = texts(name);
  return (
    <figure className={styles.figure} data-illustration={name}>
      <img
        src={src}
        width={image.width}
        height={image.height}
        alt={alt}
        // Not lazy: a lazy image below the fold prints at 0×0 in a leaflet.
        className={styles.image}
      />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
