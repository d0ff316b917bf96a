import type { LimitRule } from '../../lib/rate-limiter';
import { markRead } from '../../consult/consult-repo';
import { checkRoomOpen, enterRoom, post } from '../../consult/consult-rooms';
import { recordClinicalAccess } from '../../privacy/access-record';
import { defineProcedure, requireUser } from '../../rpc/procedure';

/** A person typing: a few a minute; a burst of 30 is already unusual. */
const SEND_PER_USER: LimitRule = { name: 'consult:send:user', limit: 30, windowMs: 60_000, message: 'You are sending messages too quickly. Please wait a moment.' };

export const sendMessage = defineProcedure('consult', 'sendMessage', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    await ctx.limit(SEND_PER_USER, user.id);
    const entered = await enterRoom(ctx.db, user, input.appointmentId);
    checkRoomOpen(entered.room);
    // Plain text: stored and sent as typed, shown as text (never as HTML) by the room.
    const message = await post({ db: ctx.db, now: ctx.now, consult: ctx.consult, jobs: ctx.jobs }, entered, { senderId: user.id, kind: 'text', body: input.text });
    await markRead(ctx.db, input.appointmentId, user.id, ctx.now());
    if (message === undefined) throw new Error('a new message id collided');
    await recordClinicalAccess(ctx.db, user, { patientId: entered.room.patient.id, action: 'write', data: 'message', appointmentId: input.appointmentId, subjectId: message.id, channel: 'web' }, ctx.now());
    return { success: true, results: message };
  },
});
