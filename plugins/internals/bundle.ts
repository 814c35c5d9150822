/**
 * Guards judged on the compiled browser bundle's module graph and diagnostics (public compiler API), not a
 * replacement's callback: with Rspack's persistent cache warm, resolution is restored without calling it.
 */
import {relianceError, type RelianceId} from './registry';

export interface BuiltBundle {
  resources: ReadonlySet<string>;
  diagnostics: readonly string[];
}

export interface BundleGuard {
  id: RelianceId;
  /** What changed, or undefined when the reliance still applies. */
  problem(bundle: BuiltBundle): string | undefined;
}

/** The part of the bundler's compiler the guards use (webpack 5 and Rspack alike). */
export interface Compiler {
  hooks: {
    thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void};
    done: {tap(name: string, callback: (stats: {compilation: {warnings: unknown[]; errors: unknown[]}}) => void): void};
  };
}
interface Compilation {
  hooks: {
    finishModules: {tap(name: string, callback: (modules: Iterable<object>) => void): void};
  };
}

const text = (diagnostic: unknown): string =>
  typeof diagnostic === 'object' && diagnostic !== null && 'message' in diagnostic
    ? String(diagnostic.message)
    : String(diagnostic);

export function bundleErrors(guards: readonly BundleGuard[], bundle: BuiltBundle): Error[] {
  return guards.flatMap((g) => {
    const problem = g.problem(bundle);
    return problem === undefined ? [] : [relianceError(g.id, problem)];
  });
}

/** A bundler plugin (client compilation) that fails the build when one of the guards finds a problem. */
export function guardBundle(name: string, guards: readonly BundleGuard[]) {
  return {
    name: `${name}-internals`,
    apply(compiler: Compiler) {
      let resources = new Set<string>();
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        resources = new Set();
        compilation.hooks.finishModules.tap(name, (modules) => {
          for (const module of modules) {
            if ('resource' in module && typeof module.resource === 'string') resources.add(module.resource);
          }
        });
      });
      compiler.hooks.done.tap(name, (stats) => {
        const diagnostics = [...stats.compilation.warnings, ...stats.compilation.errors].map(text);
        const [first] = bundleErrors(guards, {resources, diagnostics});
        if (first) throw first;
      });
    },
  };
}

/** A guard that a replacement module is in the bundle, i.e. the module it replaces was matched. */
export function replacedBy(id: RelianceId, replacement: string, original: string): BundleGuard {
  return {
    id,
    problem: ({resources}) =>
      resources.has(replacement)
        ? undefined
        : `${original} was not replaced: its replacement plugins/${replacement.split(/[\\/]plugins[\\/]/).pop()} is not in the browser bundle (the module moved, or nothing imports it any more)`,
  };
}
