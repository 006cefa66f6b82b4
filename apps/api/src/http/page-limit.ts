/**
 * The `limit` query parameter of the cursor-paged lists, for query schemas with fields of their own: the one of
 * @happenings/domain's cursorPageQuerySchema (1 to MAX_PAGE_LIMIT, STREAM_DEFAULT_LIMIT when absent).
 */
import { cursorPageQuerySchema } from '@happenings/domain/schemas';

export const pageLimitSchema = cursorPageQuerySchema.shape.limit;
