/**
 * The page-level JSON-LD is written into each built page. After a
 * client-side navigation it describes the previous page, so it is removed
 * (crawlers load every page fresh and always see the right blocks).
 */
import type {ClientModule} from '@docusaurus/types';

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location, previousLocation}) => {
  if (!previousLocation || previousLocation.pathname === location.pathname) return;
  document.querySelectorAll('script[data-page-jsonld]').forEach((el) => el.remove());
};
