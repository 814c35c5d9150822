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

/** Our drawings of each clinic, named after its key: `<key>-logo.svg` and `<key>.svg`. */
function assets(key: ClinicKey): ClinicAssets {
  return {
    logo: {src: `/img/clinics/${key}-logo.svg`, width: 160, height: 48},
    image: {src: `/img/clinics/${key}.svg`, width: 480, height: 270},
  };
}

export const CLINIC_ASSETS: Record<ClinicKey, ClinicAssets> = {
  mso: assets('mso'),
  compass: assets('compass'),
  hospital: assets('hospital'),
  chain: assets('chain'),
};

/** Order in which the clinics are shown. */
export const CLINIC_ORDER: ClinicKey[] = ['mso', 'compass', 'hospital', 'chain'];
