import type {ReactNode} from 'react';

/**
 * (CUSTOM) No banner. The only unlisted pages are a locale's notices for a
 * page not translated yet (docusaurus.config.ts), and the stock "Unlisted
 * page" banner would tell a patient about search engines above that notice.
 * Drafts never reach a production build. Wrapping could drop the banner
 * too, but would still download it.
 */
export default function ContentVisibility(): ReactNode {
  return null;
}
