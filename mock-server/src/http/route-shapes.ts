/**
 * What a router's routes look like, for `apiDispatch`'s filter: per route its methods and its path
 * segments (a literal, lower-cased, or null for a `:param`). A path with any other syntax
 * (optional groups, wildcards, several params in one segment, a RegExp) matches "any" path.
 * A handler that is not a router, or a router with middleware of its own, is "always" run.
 */
export type RouteShape = { readonly methods: ReadonlySet<string>; readonly segments: ReadonlyArray<string | null> | "any" };

type LayerLike = { readonly route?: { readonly path: unknown; readonly methods: Record<string, boolean> }; readonly handle?: unknown; readonly slash?: boolean };

const stackOf = (handle: unknown): ReadonlyArray<LayerLike> | null => {
  if (typeof handle !== "function") return null;
  const stack: unknown = Reflect.get(handle, "stack");
  return Array.isArray(stack) ? (stack as ReadonlyArray<LayerLike>) : null;
};

const SEGMENT = /^(?::[A-Za-z_$][A-Za-z0-9_$]*|[A-Za-z0-9._~-]+)$/;

const segmentsOf = (path: unknown): ReadonlyArray<string | null> | "any" => {
  if (typeof path !== "string" || path === "/" || !path.startsWith("/") || path.endsWith("/")) return "any";
  const segments = path.slice(1).split("/");
  if (!segments.every((s) => SEGMENT.test(s))) return "any";
  return segments.map((s) => (s.startsWith(":") ? null : s.toLowerCase()));
};

const shapesOfRoute = (route: NonNullable<LayerLike["route"]>): ReadonlyArray<RouteShape> => {
  const methods = new Set(
    Object.entries(route.methods)
      .filter(([, on]) => on)
      .map(([m]) => (m === "_all" ? m : m.toUpperCase())),
  );
  const paths: ReadonlyArray<unknown> = Array.isArray(route.path) ? route.path : [route.path];
  return paths.map((path) => ({ methods, segments: segmentsOf(path) }));
};

export const routeShapesOf = (handle: unknown): ReadonlyArray<RouteShape> | "always" => {
  const stack = stackOf(handle);
  if (stack === null) return "always";
  const shapes: RouteShape[] = [];
  for (const layer of stack) {
    if (layer.route !== undefined) {
      shapes.push(...shapesOfRoute(layer.route));
      continue;
    }
    // A sub-router mounted without a path adds its routes; anything else may answer any request.
    const inner = layer.slash === true ? routeShapesOf(layer.handle) : "always";
    if (inner === "always") return "always";
    shapes.push(...inner);
  }
  return shapes;
};
