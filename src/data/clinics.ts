/**
 * Images of the four clinics (names, sites and addresses are in
 * `practice.ts`). Logos and pictures are our own SVG drawings.
 */
import type {ClinicKey} from './practice';

export interface ImageAsset {
  src: string;
  width: number;
  height: number;
}

export interface ClinicAssets {
  logo: ImageAsset;
  image: ImageAsset;
}

export const CLINIC_ASSETS: Record<ClinicKey, ClinicAssets> = {
  mso: {
    logo: {src: '/img/clinics/mso-logo.svg', width: 160, height: 48},
    image: {src: '/img/clinics/mso.svg', width: 480, height: 270},
  },
  compass: {
    logo: {src: '/img/clinics/compass-logo.svg', width: 160, height: 48},
    image: {src: '/img/clinics/compass.svg', width: 480, height: 270},
  },
  hospital: {
    logo: {src: '/img/clinics/hospital-logo.svg', width: 160, height: 48},
    image: {src: '/img/clinics/hospital.svg', width: 480, height: 270},
  },
  chain: {
    logo: {src: '/img/clinics/chain-logo.svg', width: 160, height: 48},
    image: {src: '/img/clinics/chain.svg', width: 480, height: 270},
  },
};

/** Order in which the clinics are shown (spec 2.3). */
export const CLINIC_ORDER: ClinicKey[] = ['mso', 'compass', 'hospital', 'chain'];
