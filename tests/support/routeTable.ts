import { routeTable, type RouteEntry } from '@lawfirm/platform';
import { createCommandRouter, type CommandDeps } from '@lawfirm/command-api';
import { createQueryRouter, type QueryDeps } from '@lawfirm/query-api';

/**
 * Dependencies that answer anything and do nothing: building the routers only registers their
 * routes, so the route table can be read without stores.
 */
const inert: any = new Proxy(function inert() {}, { get: (_t, p) => (p === 'then' ? undefined : inert), apply: () => inert, construct: () => inert });

/** the command API's routes, as registered (POST/PUT/PATCH/DELETE) */
export const commandRoutes = (): RouteEntry[] => routeTable(createCommandRouter(inert as CommandDeps));

/** the query API's routes, as registered (GET, and the report jobs' POST) */
export const queryRoutes = (): RouteEntry[] => routeTable(createQueryRouter(inert as QueryDeps));

/** the query API's list routes: those answered by listRoute (marked by it) */
export const listRoutes = (): RouteEntry[] => queryRoutes().filter((r) => r.handlers.some((h) => (h as unknown as Record<symbol, unknown>)[Symbol.for('lawfirm.listRoute')]));

/** a route's path with each parameter filled in */
export const pathOf = (route: Pick<RouteEntry, 'path'>, value: string | number = 1) => route.path.replace(/:[A-Za-z]+/g, String(value));

/** a route as the matrices' rows name it: 'GET /api/regions' */
export const routeKey = (r: Pick<RouteEntry, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** the routes of the table without a row in `rules`, and the rows of routes the table does not have */
export function rowsAgainstRoutes(routes: Pick<RouteEntry, 'method' | 'path'>[], rules: Record<string, unknown>) {
  const inTable = new Set(routes.map(routeKey));
  return { withoutRow: routes.filter((r) => !rules[routeKey(r)]).map(routeKey), withoutRoute: Object.keys(rules).filter((k) => !inTable.has(k)) };
}
