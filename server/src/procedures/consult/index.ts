import type { AnyProcedure } from '../../rpc/procedure';
import { getRoom } from './get-room';
import { markRead } from './mark-read';
import { completeConsultation, saveNotes } from './notes';
import { answerPhoneRequest, requestPhoneCall } from './phone-request';
import { sendMessage } from './send-message';

export const consultProcedures: readonly AnyProcedure[] = [getRoom, sendMessage, markRead, requestPhoneCall, answerPhoneRequest, saveNotes, completeConsultation];
