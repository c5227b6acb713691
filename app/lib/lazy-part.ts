import { lazy, type ComponentType } from 'react';

// oxlint-disable-next-line no-explicit-any -- React.lazy's own bound: any component, whatever its props.
type ComponentModule = { default: ComponentType<any> };

/**
 * React.lazy with `load()`, which fetches the code ahead. Once it is loaded the part renders at once instead of
 * suspending. A part the server drew must be: hydration leaves a suspended part as the server's HTML, whose buttons do
 * nothing, and draws it anew later, so a tap on it in between is lost.
 */
export function lazyPart<Module extends ComponentModule>(importer: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Tried again by the next render or call (the network may be back).
        loading = undefined;
        throw error;
      },
    ));
  // Once loaded, a thenable that calls back at once: React.lazy then takes the module in the render that asks for it.
  const Part = lazy(() => (loaded ? (resolvedAtOnce(loaded) as unknown as Promise<Module>) : load()));
  return Object.assign(Part, { load });
}

function resolvedAtOnce<Value>(value: Value) {
  // oxlint-disable-next-line unicorn/no-thenable -- React.lazy calls `then` and reads the result it set synchronously.
  return { then: (resolve: (value: Value) => void) => resolve(value) };
}
