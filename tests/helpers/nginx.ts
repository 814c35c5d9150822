/**
 * nginx for the browser tests: the generated config, brotli included. A
 * missing nginx or brotli module is an error, never a skip: CI (`.ci/run`)
 * installs both from Debian.
 */
import {BROTLI_MODULE, hasBrotliModule, startNginx} from '../../scripts/server-config/runNginx';

export async function startTestNginx(
  root: string,
  options: {withHeaders?: boolean} = {},
): Promise<{origin: string; close: () => Promise<void>}> {
  if (!hasBrotliModule()) {
    throw new Error(`${BROTLI_MODULE} is missing: install Debian package "libnginx-mod-http-brotli-static"`);
  }
  return startNginx(root, {withHeaders: options.withHeaders});
}
