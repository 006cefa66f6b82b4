/**
 * OpenAPI response entries the routes of every feature share: a JSON body with its description, and the error
 * statuses with the one error body.
 */
import { apiErrorBodySchema } from '@happenings/domain/schemas';
import type { z } from 'zod';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request; details name the field',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
};

/** Not given a component id here: the shared error body may be registered by other features too. */
export const apiErrorSchema = apiErrorBodySchema;

export function json<Schema extends z.ZodType>(schema: Schema, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function errorResponses<Status extends 400 | 401 | 403 | 404 | 409>(...statuses: Status[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, json(apiErrorSchema, ERROR_DESCRIPTIONS[status] ?? 'Error')]),
  ) as Record<Status, ReturnType<typeof json<typeof apiErrorSchema>>>;
}
