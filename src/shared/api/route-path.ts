/**
 * Route templates are written once, Fastify-style (`/groups/:id`): the server registers them as they are and
 * the web client fills them with `routePath`, so a path never exists as two string literals.
 */
type RouteParamNames<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamNames<`/${Rest}`>
  : Route extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Route extends string> = Record<RouteParamNames<Route>, string>;

export function routePath<Route extends string>(route: Route, params: RouteParams<Route>): string {
  const values = params as Record<string, string>;
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
