// One API operation (ARCHITECTURE.md "API"): its path under /api/, the zod schemas
// of its path parameters and JSON body, and the service call that answers it.
// Generic while it is declared; erased to `ApiRoute` so a table can hold them all.
import type { z } from 'zod';
import type { Result } from '../../domain/api/errors.ts';
import type { ShopContext } from '../context.ts';

/** What a handler knows of the call besides its input. */
export interface Call {
  shop: ShopContext;
  /** A request header (lower-case name), or null. */
  header(name: string): string | null;
}

export interface RouteSpec<P extends z.ZodType, S extends z.ZodType, T> {
  /** Path under /api/, with `:name` for a path parameter: 'get-restaurant-info/:slug'. */
  path: string;
  params?: P;
  body: S;
  /** Changes state: the Origin must be ours, and the answer is never cached. */
  mutates?: boolean;
  /**
   * The answer depends only on the input and the catalog (no customer data), so its
   * bytes may be served from the catalog cache for a short time.
   */
  cacheable?: boolean;
  handle(input: z.output<S>, params: z.output<P>, call: Call): Promise<Result<T>>;
}

export interface ApiRoute {
  path: string;
  segments: string[];
  mutates: boolean;
  cacheable: boolean;
  paramsSchema: z.ZodType | undefined;
  bodySchema: z.ZodType;
  run(input: unknown, params: unknown, call: Call): Promise<Result<unknown>>;
}

export function route<P extends z.ZodType, S extends z.ZodType, T>(spec: RouteSpec<P, S, T>): ApiRoute {
  return {
    path: spec.path,
    segments: spec.path.split('/'),
    mutates: spec.mutates ?? false,
    cacheable: spec.cacheable ?? false,
    paramsSchema: spec.params,
    bodySchema: spec.body,
    // The dispatcher has parsed input and params with these very schemas.
    run: (input, params, call) => spec.handle(input as z.output<S>, params as z.output<P>, call),
  };
}
