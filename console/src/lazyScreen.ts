import { createElement, lazy, useState, type ComponentType } from 'react';

/** A screen in its own chunk: a component, and `preload` to fetch the chunk before it is shown. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyScreen<C extends ComponentType<any>> = C & { preload: () => Promise<unknown> };

/**
 * A screen loaded when first shown (its own chunk), so that the login page carries only what it
 * shows. The layout's Suspense shows the loading bar meanwhile.
 *
 * A screen whose chunk is already there (preloaded, or shown before) renders at once: React.lazy
 * suspends once even for a loaded module, and React holds back the reveal of a suspended screen
 * for up to 300 ms, so the frame and the dashboard of a first load would start their calls apart.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K): LazyScreen<M[K]> {
  let loaded: M[K] | undefined;
  const preload = () => load().then((module) => (loaded = module[name]));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // chosen once per mount: switching from the lazy wrapper to the module would remount the screen
  const Screen = (props: object) => {
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<object>);
    return createElement(Component, props);
  };
  // the wrapper passes its props through: it takes the screen's own
  return Object.assign(Screen, { preload }) as unknown as LazyScreen<M[K]>;
}
