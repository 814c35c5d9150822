import type {LoadContext, Plugin} from '@docusaurus/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plugin options are each plugin's own
type PluginFactory = (context: LoadContext, options: any) => Plugin | Promise<Plugin>;

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A failure is reported by the plugin that failed; later steps only stop.
  promise.catch(() => undefined);
  return {promise, resolve, reject};
}

/**
 * Docusaurus runs every plugin's postBuild at the same time
 * (`Promise.all`). Steps that rewrite the built HTML, or read it when it is
 * final, must not: two read-modify-write passes over one file lose an edit,
 * and a hash taken too early misses a script. The returned plugins run
 * their postBuild one after another, in the order given, per locale build.
 */
export function inSequence(factories: readonly PluginFactory[]): PluginFactory[] {
  // Per output folder (one per locale build): step i's completion.
  const done = new Map<string, Deferred[]>();
  const step = (outDir: string, i: number): Deferred => {
    let list = done.get(outDir);
    if (!list) done.set(outDir, (list = factories.map(() => deferred())));
    return list[i]!;
  };
  return factories.map((factory, i) => {
    const wrapped = async (context: LoadContext, options: unknown): Promise<Plugin> => {
      const plugin = await factory(context, options);
      const original = plugin.postBuild?.bind(plugin);
      return {
        ...plugin,
        async postBuild(props) {
          const mine = step(props.outDir, i);
          try {
            if (i > 0) await step(props.outDir, i - 1).promise;
            await original?.(props);
            mine.resolve();
          } catch (error) {
            mine.reject(error);
            throw error;
          }
        },
      };
    };
    Object.defineProperty(wrapped, 'name', {value: factory.name});
    return wrapped;
  });
}
