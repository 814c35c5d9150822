import {isTreatmentPage, pageEntry} from '../../../data/routes';

/**
 * Which groups of signs a treatment's block lists: its treatments-menu group
 * says whether it is an injection (conservative) or an operation; a dislocated
 * hip only after hip surgery (hip and revision). Unknown ids fail the build.
 */
export function urgentSigns(kind: string): {injection: boolean; clot: boolean; dislocation: boolean} {
  if (!isTreatmentPage(kind))
    throw new Error(`<UrgentHelp kind="${kind}">: not a treatment page of src/data/routes.ts`);
  const injection = pageEntry(kind).group === 'conservative';
  return {injection, clot: !injection, dislocation: kind === 'hip' || kind === 'revision'};
}
