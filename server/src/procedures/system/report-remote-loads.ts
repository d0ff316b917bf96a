import { MINUTE } from '../../lib/time';
import { insertRemoteReports } from '../../release/remote-reports-repo';
import { defineProcedure } from '../../rpc/procedure';

/**
 * An error message as stored: no query strings or fragments (tokens, search words), no long digit runs (phone
 * numbers, ids), at most 200 characters. The browser sends only app, version, phase and the message.
 */
function scrubMessage(message: string | undefined): string | null {
  if (message === undefined) return null;
  const text = message
    .replace(/[?#][^\s'")]*/g, '')
    .replace(/\d{4,}/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return text === '' ? null : text;
}

/** Browser reports of remote loads and failures (issue 28), for `npm run remotes` and the canary guard. */
export const reportRemoteLoads = defineProcedure('system', 'reportRemoteLoads', {
  // A page reports a handful of loads; a burst beyond this per address is noise, not more information.
  rateLimit: [{ name: 'remote-reports:ip', limit: 60, windowMs: MINUTE, message: 'Too many reports from this network.' }],
  async handler({ ctx, input }) {
    await insertRemoteReports(
      ctx.db,
      input.reports.map((r) => ({ app: r.app, version: r.version, phase: r.phase, ok: r.ok, error: r.ok ? null : scrubMessage(r.error) })),
      ctx.now(),
    );
    return { success: true };
  },
});
