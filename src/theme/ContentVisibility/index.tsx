import type {ReactNode} from 'react';

/** (CUSTOM) No banner: the only unlisted pages are notices, and drafts never reach a build. */
export default function ContentVisibility(): ReactNode {
  return null;
}
