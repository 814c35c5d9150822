import {isTreatmentPage, pageEntry} from '../../../data/routes';

/** Which groups of signs a treatment lists: a clot after an operation, a dislocation after hip surgery. */
export function urgentSigns(kind: string): {injection: boolean; clot: boolean; dislocation: boolean} {
  if (!isTreatmentPage(kind))
    throw new Error(`<UrgentHelp kind="${kind}">: not a treatment page of src/data/routes.ts`);
  const injection = pageEntry(kind).group === 'conservative';
  return {injection, clot: !injection, dislocation: kind === 'hip' || kind === 'revision'};
}
