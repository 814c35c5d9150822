import {translate} from '@docusaurus/Translate';
import {PRACTICE, type ClinicKey} from '@site/src/data/practice';
import {useFormat} from '@site/src/lib/useFormat';

/** Texts of the clinic cards (Dutch defaults; translations in code.json). */
export function clinicText(key: ClinicKey) {
  return {
    mso: {
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
          message: 'Artroscopie (kijkoperatie)',
          description: 'Specialty of the sports orthopaedic clinic',
        }),
        translate({
          id: 'home.clinics.mso.specialty3',
          message: 'Infiltraties',
          description: 'Specialty of the sports orthopaedic clinic',
        }),
      ],
    },
    compass: {
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
          message: 'Consulten en second opinions (het oordeel van een tweede arts)',
          description: 'Specialty of the private clinic',
        }),
        translate({
          id: 'home.clinics.compass.specialty3',
          message: 'Nazorg en controles',
          description: 'Specialty of the private clinic',
        }),
      ],
    },
    hospital: {
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
    },
    chain: {
      type: translate({
        id: 'home.clinics.chain.type',
        message: 'Nederlandse kliniekketen',
        description: 'Type of the Dutch clinic chain',
      }),
      description: translate({
        id: 'home.clinics.chain.description',
        message:
          'Zelfstandige kliniek in Utrecht voor zorg die uw zorgverzekering vergoedt, met korte wachttijden en een vast behandelteam.',
        description: 'Description of the Dutch clinic chain',
      }),
      specialties: [
        translate({
          id: 'home.clinics.chain.specialty1',
          message: 'Vergoed door uw zorgverzekering',
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
    },
  }[key];
}

/** Headings and labels of the section. */
export function useClinicLabels() {
  const format = useFormat();
  return {
    eyebrow: translate({
      id: 'home.clinics.eyebrow',
      message: 'Klinieken',
      description: 'Small label above the clinics section heading',
    }),
    title: translate({
      id: 'home.clinics.title',
      message: 'Hier kunt u bij Dr. Jansen terecht',
      description: 'Heading of the clinics section',
    }),
    // The count comes from src/data/practice.ts, so a clinic added there is counted here.
    intro: format.plural(
      PRACTICE.clinics.length,
      translate(
        {
          id: 'home.clinics.intro',
          message:
            'Dr. Jansen werkt in {count} kliniek in Spanje en Nederland. Overal krijgt u dezelfde zorgvuldige behandeling.|Dr. Jansen werkt in {count} klinieken in Spanje en Nederland. Overal krijgt u dezelfde zorgvuldige behandeling.',
          description:
            'Introduction of the clinics section; {count} is the number of clinics (4); plural forms separated by | in the order zero|one|two|few|many|other of the language',
        },
        {count: format.number(PRACTICE.clinics.length)},
      ),
    ),
    specialties: translate({
      id: 'home.clinics.specialties',
      message: 'Specialismen',
      description: "Label above the list of a clinic's specialties",
    }),
    website: translate({
      id: 'home.clinics.website',
      message: 'Bezoek website',
      description: "Button that opens a clinic's website",
    }),
  };
}
