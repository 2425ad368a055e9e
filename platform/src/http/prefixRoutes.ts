import { Router, type RequestHandler } from 'express';

/** Path segments under /api that group resources rather than name one (/api/lawyer/cases). */
const AREAS = new Set(['lawyer', 'admin']);

/**
 * The prefix that picks a path's routers: /api/<resource>, or /api/<area>/<resource>. Lower case,
 * as express matches paths regardless of case. Null when the path is shorter, or when a route's
 * prefix holds a parameter or a pattern (such a route could match anything).
 */
export function prefixOf(path: string): string | null {
  const parts = path.toLowerCase().split('/').filter(Boolean);
  const depth = AREAS.has(parts[1]) ? 3 : 2;
  if (parts.length < depth) return null;
  const prefix = parts.slice(0, depth);
  if (prefix.some((p) => /[:*?+(){}[\]\\]/.test(p))) return null;
  return `/${prefix.join('/')}`;
}

interface LayerLike {
  handle: unknown;
  route?: { path?: unknown };
  /** mounted with router.use(fn) or router.use('/', fn) */
  slash?: boolean;
}

/**
 * The prefixes of every route a router holds (looking into the routers it mounts at '/'), or
 * null when one of its layers could match a path of any prefix: a middleware, a sub-router
 * mounted under a path, a route whose path is a pattern.
 */
export function routerPrefixes(router: unknown): Set<string> | null {
  const stack = (router as { stack?: LayerLike[] }).stack;
  if (!Array.isArray(stack)) return null;
  const prefixes = new Set<string>();
  for (const layer of stack) {
    let found: Set<string> | null = null;
    if (layer.route) {
      const p = typeof layer.route.path === 'string' ? prefixOf(layer.route.path) : null;
      found = p ? new Set([p]) : null;
    } else if (layer.slash) found = routerPrefixes(layer.handle);
    if (!found) return null;
    for (const p of found) prefixes.add(p);
  }
  return prefixes;
}

/**
 * Runs the routers in their order, as `router.use` of each would, but a request only passes
 * through the routers that hold a route of its prefix (and those that could match any). With
 * twenty routers in a row, walking every layer of every router was a tenth of a command's time.
 */
export function routeByPrefix(routers: RequestHandler[]): RequestHandler {
  const prefixes = routers.map(routerPrefixes);
  const chainOf = (picked: RequestHandler[]) => {
    const router = Router();
    for (const r of picked) router.use(r);
    return router;
  };
  // an unknown prefix goes through every router, so what answers it does not change
  const all = chainOf(routers);
  const chains = new Map<string, RequestHandler>();
  for (const prefix of new Set(prefixes.flatMap((p) => (p ? [...p] : []))))
    chains.set(prefix, chainOf(routers.filter((_r, i) => prefixes[i] === null || prefixes[i]!.has(prefix))));
  const handler: RequestHandler = (req, res, next) => {
    const prefix = prefixOf(req.path);
    ((prefix !== null && chains.get(prefix)) || all)(req, res, next);
  };
  // the route table stays readable (routeTable)
  return Object.assign(handler, { routers });
}

export interface RouteEntry {
  method: string;
  path: string;
  /** the route's handlers, guards first */
  handlers: RequestHandler[];
}

/**
 * Every route a router holds, in order, looking into the routers it mounts at '/' and into
 * routeByPrefix's: the route table tests walk (a list route, an update route), so a route added
 * is covered without being named.
 */
export function routeTable(router: unknown): RouteEntry[] {
  const found: RouteEntry[] = [];
  const walk = (r: unknown) => {
    const routers = (r as { routers?: unknown[] }).routers;
    if (Array.isArray(routers)) for (const inner of routers) walk(inner);
    const stack = (r as { stack?: { route?: { path?: unknown; methods?: Record<string, boolean>; stack?: { handle: RequestHandler }[] }; handle?: unknown }[] }).stack;
    if (!Array.isArray(stack)) return;
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string') continue;
        for (const method of Object.keys(layer.route.methods ?? {}))
          found.push({ method: method.toUpperCase(), path: layer.route.path, handlers: (layer.route.stack ?? []).map((l) => l.handle) });
      } else walk(layer.handle);
    }
  };
  walk(router);
  return found;
}
