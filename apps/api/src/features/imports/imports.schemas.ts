/**
 * Requests of the imports (issue 26): the answer is the domain's event page draft, shared with the clients.
 */
import { z } from 'zod';

export const importPageBodySchema = z
  .object({
    url: z.string().trim().max(2000).pipe(z.url()).meta({
      description: "The event page's address (http or https)",
      example: 'https://example.com/events/jazz-night',
    }),
  })
  .meta({ id: 'ImportPageBody' });
