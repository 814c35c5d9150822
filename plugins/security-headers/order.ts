/**
 * Docusaurus runs every plugin's `postBuild` at the same time
 * (`Promise.all` in @docusaurus/core's buildLocale). The security step must
 * see the final HTML (JSON-LD written in, redirect pages, anything a later
 * plugin inlines), so the other plugins' `postBuild` are tracked here and
 * the security step waits for them. Wrap every plugin that can write files:
 * `plugins: runsLast([a, b, c], securityHeadersPlugin)`.
 * plugins/security-headers/__tests__/order.test.ts fails if Docusaurus changes how it calls them.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Factory = (context: LoadContext, options: any) => Plugin | null | Promise<Plugin | null>;

const running = new Set<Promise<unknown>>();

function tracked(factory: Factory): Factory {
  const wrapped: Factory = async (context, options) => {
    const plugin = await factory(context, options);
    const postBuild = plugin?.postBuild;
    if (!plugin || !postBuild) return plugin;
    plugin.postBuild = (props) => {
      const promise = Promise.resolve(postBuild.call(plugin, props));
      running.add(promise);
      const forget = () => running.delete(promise);
      promise.then(forget, forget);
      return promise;
    };
    return plugin;
  };
  Object.defineProperty(wrapped, 'name', {value: factory.name});
  return wrapped;
}

/** Resolves once every tracked `postBuild` that has started has finished (or failed). */
export async function otherPostBuildsDone(): Promise<void> {
  // Let plugins listed after this one (none should be) start theirs too.
  await new Promise((resolve) => setImmediate(resolve));
  while (running.size > 0) await Promise.allSettled([...running]);
}

/** The plugins, each tracked, then `last`, whose postBuild waits for theirs. */
export function runsLast(plugins: Factory[], last: Factory): Factory[] {
  return [...plugins.map(tracked), last];
}
