import Type, { type TSchema, type Static } from 'typebox';
import type { HttpMethod } from './envelope';
import type { Permission } from './permissions';
import type { RouteRoles } from './workspace-roles';

/**
 * One HTTP contract: the path, the schemas of what goes in, the schema of `data` that comes
 * back. Services register it (the kit wraps `data` in the envelope), web and extension call it.
 */
export interface Endpoint<
  P extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> {
  method: HttpMethod;
  /** Full path under /api, with :params. */
  path: string;
  summary: string;
  tags: readonly string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` (for a paged list: of one item). */
  response: R;
  /** A paged list answers data[], total, page, pages, limit. */
  paged?: boolean;
  /** The success status; 200 unless given. */
  status?: 200 | 201 | 202 | 204;
  /** Public endpoints carry no token. */
  auth: 'public' | 'user';
  /** The permission a caller must hold, by its specification name; with a list, any one of them. */
  permission?: Permission | readonly Permission[];
  /**
   * Required on every user route: the workspace roles that may call it (`ROLES.editors`, …), or
   * 'none' where the route does not act inside a workspace. Others get 403 before the body is read.
   */
  roles?: RouteRoles;
  /** Answers a file (CSV, PDF, an image) rather than the JSON envelope: registered with the kit's fileRoute. */
  file?: true;
}

/** The `response` of a file endpoint: the bytes themselves, typed by the answer's content type. */
export const FileAnswer = Type.Unknown({ description: 'The file itself (not the JSON envelope)' });

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;
export type ParamsOf<E> = E extends { params: infer P } ? StaticOf<P> : undefined;
export type QueryOf<E> = E extends { query: infer Q } ? StaticOf<Q> : undefined;
export type BodyOf<E> = E extends { body: infer B } ? StaticOf<B> : undefined;
export type DataOf<E> = E extends { response: infer R } ? StaticOf<R> : never;

/** Fills :params of an endpoint path. */
export function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
