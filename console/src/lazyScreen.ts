import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen loaded when first shown (its own chunk), so that the login page carries only what it
 * shows. The layout's Suspense shows the loading bar meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
