import { z } from 'zod';

/** An attached file as its reader sees it in a list: its name, kind and size. */
export const visitorFileInfoSchema = z.object({
  name: z.string(),
  kind: z.enum(['image', 'pdf']),
  bytes: z.number().int(),
});
export type VisitorFileInfo = z.infer<typeof visitorFileInfoSchema>;
