import Type, { type TProperties, type Static } from 'typebox';
import { StringEnum } from './schema';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 5;

/** SPEC §7: every list is sorted by `id` unless the client asks otherwise, so every list accepts it. */
export type OrderColumns = readonly ['id', ...string[]];

export interface ListQueryOptions<O extends OrderColumns, F extends TProperties> {
  /**
   * Columns a client may sort by, `id` first (a list whose key is not a number, such as the
   * permissions by name, sorts `id` by that key); anything else is a 400 naming these.
   */
  orderBy: O;
  /** SPEC §9: 5 for most lists, 10 for permissions and teams. */
  defaultLimit?: number;
  /** SPEC §7: most lists paginate by default; prompt categories do not. */
  paginateByDefault?: boolean;
  /** Extra filters of this list. */
  filters?: F;
}

/**
 * The list query of SPEC §7: pagination, limit, page, orderBy (checked against an allow-list),
 * order, search, plus the list's own filters. Unknown parameters are refused.
 */
export function ListQuery<const O extends OrderColumns, F extends TProperties = Record<never, never>>(
  options: ListQueryOptions<O, F>,
) {
  return Type.Object(
    {
      pagination: Type.Boolean({ default: options.paginateByDefault ?? true }),
      limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: options.defaultLimit ?? DEFAULT_PAGE_SIZE }),
      page: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
      orderBy: StringEnum(options.orderBy, { default: 'id' }),
      order: StringEnum(['asc', 'desc'], { default: 'asc' }),
      search: Type.Optional(Type.String({ maxLength: 200 })),
      ...(options.filters ?? ({} as F)),
    },
    { additionalProperties: false },
  );
}

/** What every list query holds once defaults are applied. */
export interface ListQueryValues {
  pagination: boolean;
  limit: number;
  page: number;
  orderBy: string;
  order: 'asc' | 'desc';
  search?: string | undefined;
}

/** Pages for a total, as every list reports them. */
export function pageCount(total: number, limit: number, pagination: boolean): number {
  if (!pagination) return total > 0 ? 1 : 0;
  return Math.ceil(total / limit);
}

export type ListQueryStatic<T extends ReturnType<typeof ListQuery>> = Static<T>;
