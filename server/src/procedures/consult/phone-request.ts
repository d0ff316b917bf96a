// "Ask the doctor to phone me" (issue 33): the patient asks, the doctor sees the number as a tel: link and says
// how it went; both steps are written in the room's history.
import { AppError } from '../../errors';
import { changePhoneRequest } from '../../consult/consult-repo';
import { checkRoomOpen, enterRoom, post } from '../../consult/consult-rooms';
import { defineProcedure, requireUser } from '../../rpc/procedure';

export const requestPhoneCall = defineProcedure('consult', 'requestPhoneCall', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const entered = await enterRoom(ctx.db, user, input.appointmentId);
    checkRoomOpen(entered.room);
    if (!(await changePhoneRequest(ctx.db, input.appointmentId, [null, 'CALLED', 'NOT_REACHED'], 'REQUESTED', ctx.now()))) {
      throw new AppError(409, 'ALREADY_REQUESTED', 'You already asked the doctor to phone you.');
    }
    const message = await post({ db: ctx.db, now: ctx.now, consult: ctx.consult, jobs: ctx.jobs }, entered, { senderId: null, kind: 'event', body: 'phone-requested', event: 'phone-requested' });
    ctx.consult.publish(input.appointmentId, { t: 'room' }, user.id);
    if (message === undefined) throw new Error('a new message id collided');
    return { success: true, results: message };
  },
});

export const answerPhoneRequest = defineProcedure('consult', 'answerPhoneRequest', {
  async handler({ ctx, input }) {
    const user = requireUser(ctx);
    const entered = await enterRoom(ctx.db, user, input.appointmentId);
    checkRoomOpen(entered.room);
    if (!(await changePhoneRequest(ctx.db, input.appointmentId, ['REQUESTED'], input.outcome, ctx.now()))) {
      throw new AppError(409, 'NO_PHONE_REQUEST', 'The patient has not asked for a phone call.');
    }
    const event = input.outcome === 'CALLED' ? 'phone-called' : 'phone-not-reached';
    const message = await post({ db: ctx.db, now: ctx.now, consult: ctx.consult, jobs: ctx.jobs }, entered, { senderId: null, kind: 'event', body: event, event });
    ctx.consult.publish(input.appointmentId, { t: 'room' }, user.id);
    if (message === undefined) throw new Error('a new message id collided');
    return { success: true, results: message };
  },
});
