import { type ComponentType, lazy } from 'react';
import { lazyRoute } from './lazy-route';

export type DeferredComponent<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A route's component whose code loads when it first renders, not when its route matches (a route's `lazy`
 * loads with the match). The guard of the signed-in screens uses it so a visitor without an account who opens
 * a public page (/job/{id}) downloads only that page, never the signed-in layout behind it. `preload()` starts
 * the download early (the guard starts all of a signed-in screen's at once instead of one after the other).
 * A chunk gone after a redeploy reloads the page once, as with lazyRoute.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let promise: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    promise ??= lazyRoute(load)().then((component) => ({ default: component }));
    return promise;
  };
  return Object.assign(lazy(preload), { preload }) as unknown as DeferredComponent<P>;
}
