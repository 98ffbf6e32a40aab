import { z } from 'zod';

/** Every error response of the API. `fields` maps a field path (dot-separated) to its messages. */
export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
