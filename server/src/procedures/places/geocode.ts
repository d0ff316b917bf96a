import { MINUTE } from '../../lib/time';
import { defineProcedure } from '../../rpc/procedure';

/** results is null when the address names no place we know (spec §5: the client only logs that). */
export const geocode = defineProcedure('places', 'geocode', {
  rateLimit: [{ name: 'places:ip', limit: 600, windowMs: MINUTE, message: 'Too many place look-ups. Please wait a moment.' }],
  async handler({ ctx, input }) {
    return { success: true, results: await ctx.places.geocode(input.address) };
  },
});
