import { MINUTE } from '../../lib/time';
import { defineProcedure } from '../../rpc/procedure';

const DEFAULT_SUGGESTIONS = 5;

export const autocomplete = defineProcedure('places', 'autocomplete', {
  // Typing with a 200 ms debounce sends a few calls a second at most.
  rateLimit: [{ name: 'places:ip', limit: 600, windowMs: MINUTE, message: 'Too many place look-ups. Please wait a moment.' }],
  async handler({ ctx, input }) {
    return { success: true, results: await ctx.places.autocomplete(input.query, input.limit ?? DEFAULT_SUGGESTIONS) };
  },
});
