import { z } from 'zod';

/**
 * An HTTPS address without credentials that the server will POST to (where it may point is checked by the server),
 * with the messages of the form that asks for it.
 */
export function httpsAddressSchema(max: number, messages: { tooLong: string; invalidUrl: string; httpsOnly: string; credentials: string }) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong)
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: messages.invalidUrl });
        return;
      }
      if (url.protocol !== 'https:') ctx.addIssue({ code: 'custom', message: messages.httpsOnly });
      else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: messages.credentials });
    });
}
