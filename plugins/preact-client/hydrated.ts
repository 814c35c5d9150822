/**
 * Client module (production builds, either renderer): ends hydration
 * (./hydration) once the page the browser loaded has hydrated and every
 * region src/components/Island deferred has had its turn. Docusaurus calls
 * `onRouteDidUpdate` first when the hydrated page commits; later calls
 * (client-side navigations) find hydration over.
 */
import {endHydration, queueLast} from './hydration';

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (previousLocation === null) queueLast(endHydration);
}
