// The RPC catalogue (spec §7): every service/action with its answer's schema and who may call it. The client's
// gateway is typed by it and parses answers with it. The input schemas, which only the server runs, are in
// rpc-inputs.ts (@musawo/shared/rpc-inputs): no browser downloads them (issue 27); callers get their types from here.
import * as z from 'zod/mini';
import {
  appointmentSchema, availabilityEntrySchema, doctorApplicationSchema, consultMessageSchema, consultRoomSchema, doctorSchema, healthTipSchema, hhmm,
  accessEntrySchema, consentStateSchema, earningsSchema, moderatedReviewSchema, operatorDoctorSchema, paymentProblemSchema, operatorActionSchema, overviewSchema, patientSummarySchema, payoutSchema, placeSchema, reviewSchema, specialtySchema, tokensSchema, topUpSchema,
  transactionSchema, userProfileSchema,
} from './entities';
import { lazyServices } from './lazy-services';

export type { RpcInput, RpcParsedInput } from './rpc-inputs';

/** 'operator': operators only (ADR 107); a patient or a doctor gets 403. */
export type AuthLevel = 'public' | 'user' | 'patient' | 'doctor' | 'operator';

export interface RpcDef<O extends z.ZodMiniType = z.ZodMiniType> {
  output: O;
  auth: AuthLevel;
}
const def = <O extends z.ZodMiniType>(auth: AuthLevel, output: O): RpcDef<O> => ({ output, auth });

const base = { success: z.boolean(), message: z.optional(z.string()), error: z.optional(z.string()) };
const ok = <S extends z.core.$ZodLooseShape>(shape: S) => z.object({ ...base, ...shape });
const plain = ok({});
const paged = <T extends z.ZodMiniType>(item: T) => ok({ results: z.array(item), total: z.number(), page: z.optional(z.number()), limit: z.optional(z.number()) });

export const catalogue = lazyServices({
  system: () => ({
    health: def('public', ok({ status: z.literal('ok'), version: z.string(), database: z.string(), time: z.string(), artifacts: z.object({ store: z.enum(['file', 's3']), reachable: z.boolean() }) })),
    // The shell's reports of remote loads and failures (issue 28): which version, which phase, ok or the error's
    // message. Nothing about the visitor; the server trims and scrubs the message again.
    reportRemoteLoads: def('public', plain),
  }),
  auth: () => ({
    login: def('public', ok({ user: z.optional(userProfileSchema), tokens: z.optional(tokensSchema) })),
    logout: def('public', plain),
    refreshTokens: def('public', ok({ tokens: tokensSchema, user: userProfileSchema })),
    resetPassword: def('public', plain),
    sendPasswordResetEmail: def('public', plain),
    changePassword: def('user', plain),
    sendOTPRegistration: def('public', ok({ requestId: z.optional(z.string()) })),
    verifyPhoneNumberWeb: def('public', ok({ results: z.optional(z.object({ id: z.string() })) })),
    verifyEmail: def('public', plain),
    // Sign-up asks, once the phone's code is verified, whether the email is free (issue 32): only someone who proved
    // the number learns that an email is taken, as createAccountWeb answers (issue 31).
    checkSignUpEmail: def('public', plain),
    createAccountWeb: def('public', ok({ results: z.optional(userProfileSchema), tokens: z.optional(tokensSchema) })),
    getUserProfile: def('user', ok({ result: userProfileSchema })),
    updateUserProfile: def('user', ok({ result: z.optional(userProfileSchema) })),
    sendVerificationEmail: def('user', plain),
  }),
  Specialities: () => ({
    queryAllSpecialityNoAuth: def('public', ok({ results: z.array(specialtySchema) })),
  }),
  doctor: () => ({
    searchDoctorsByLocation: def('public', ok({ results: z.object({ doctors: z.array(doctorSchema), message: z.optional(z.nullable(z.string())), IS_DOCTORS_WITH_LOCATION: z.boolean(), total: z.number(), page: z.number(), limit: z.number() }) })),
    getDoctor: def('public', ok({ results: doctorSchema })),
    featuredDoctors: def('public', ok({ results: z.array(doctorSchema) })),
    // Landing pages (issue 44): a district's doctors of one specialty by their slugs (null: no such page, or no
    // doctor there), and every pair that has doctors (the specialties page links them).
    landingPage: def('public', ok({ results: z.nullable(z.object({
      district: z.object({ name: z.string(), slug: z.string(), region: z.string() }),
      specialty: specialtySchema,
      doctors: z.array(doctorSchema), total: z.number(), page: z.number(), limit: z.number(),
    })) })),
    landingPages: def('public', ok({ results: z.array(z.object({ district: z.string(), districtSlug: z.string(), specialtyId: z.string(), specialtySlug: z.string(), doctors: z.number() })) })),
    bookedTimes: def('public', ok({ results: z.array(hhmm) })),
    addAvailability: def('doctor', ok({ data: z.optional(availabilityEntrySchema) })),
    updateAvailability: def('doctor', ok({ data: z.optional(availabilityEntrySchema) })),
    deleteAvailability: def('doctor', plain),
    queryPatients: def('doctor', ok({ results: z.array(patientSummarySchema) })),
  }),
  Reviews: () => ({
    queryReviews: def('public', paged(reviewSchema)),
    createReview: def('patient', ok({ results: z.optional(reviewSchema) })),
  }),
  appointment: () => ({
    create: def('patient', ok({ results: z.optional(appointmentSchema) })),
    queryUserAppointments: def('user', paged(appointmentSchema)),
    getAppointment: def('user', ok({ results: appointmentSchema })),
    acceptAppointment: def('doctor', ok({ results: z.optional(appointmentSchema) })),
    rejectAppointment: def('doctor', ok({ results: z.optional(appointmentSchema) })),
    cancelAppointment: def('patient', ok({ results: z.optional(appointmentSchema) })),
    updateAppointmentStatus: def('user', ok({ results: z.optional(appointmentSchema) })),
    completeAppointment: def('doctor', ok({ results: z.optional(appointmentSchema) })),
    rescheduleAppointment: def('patient', ok({ results: z.optional(appointmentSchema) })),
  }),
  // Consultations (issue 33): only the appointment's patient and doctor; anyone else is answered like an unknown id.
  consult: () => ({
    getRoom: def('user', ok({ results: consultRoomSchema })),
    sendMessage: def('user', ok({ results: consultMessageSchema })),
    markRead: def('user', plain),
    requestPhoneCall: def('patient', ok({ results: consultMessageSchema })),
    answerPhoneRequest: def('doctor', ok({ results: consultMessageSchema })),
    saveNotes: def('doctor', plain),
    completeConsultation: def('doctor', ok({ results: z.optional(appointmentSchema) })),
  }),
  Transaction: () => ({
    userOverview: def('user', ok({ results: overviewSchema })),
    queryUserTransactions: def('user', ok({ results: z.array(transactionSchema) })),
    queryTransactionDetail: def('user', ok({ results: transactionSchema })),
  }),
  Wallet: () => ({
    viewWalletBalance: def('user', ok({ results: z.object({ balance: z.number(), currency: z.string() }) })),
    topUp: def('user', ok({ results: topUpSchema })),
    topUpStatus: def('user', ok({ results: topUpSchema })),
  }),
  // Operators (issue 47, ADR 107). signIn takes the password and sends a code; called again with the code, it
  // answers the tokens. Every other action is for operators only.
  operator: () => ({
    signIn: def('public', ok({ codeSent: z.optional(z.boolean()), user: z.optional(userProfileSchema), tokens: z.optional(tokensSchema) })),
    activity: def('operator', ok({ results: z.array(operatorActionSchema), nextCursor: z.nullable(z.string()) })),
  }),
  // Doctors' applications (issue 47, ADR 209): anyone applies (with a texted code and a licence copy uploaded to
  // POST /api/v1/applications/licence-copies); operators read, approve and reject.
  applications: () => ({
    submit: def('public', plain),
    list: def('operator', ok({ results: z.array(doctorApplicationSchema), nextCursor: z.nullable(z.string()) })),
    get: def('operator', ok({ results: doctorApplicationSchema })),
    approve: def('operator', ok({ results: doctorApplicationSchema })),
    reject: def('operator', ok({ results: doctorApplicationSchema })),
  }),
  // Doctors' withdrawals (issue 47, ADR 206).
  Payout: () => ({
    earnings: def('doctor', ok({ results: earningsSchema })),
    withdraw: def('doctor', ok({ results: payoutSchema })),
    status: def('doctor', ok({ results: payoutSchema })),
    statement: def('doctor', ok({ results: z.object({ fileName: z.string(), csv: z.string() }) })),
  }),
  // The operators' Payments view (issue 47): failed, expired and pending top-ups and payouts.
  Payments: () => ({
    list: def('operator', ok({ results: z.array(paymentProblemSchema) })),
    checkAgain: def('operator', ok({ results: paymentProblemSchema })),
    approvePayout: def('operator', ok({ results: paymentProblemSchema })),
    declinePayout: def('operator', ok({ results: paymentProblemSchema })),
  }),
  // Operators suspend and reinstate doctors, hide and restore reviews (issue 47, ADR 208).
  Moderation: () => ({
    searchDoctors: def('operator', ok({ results: z.array(operatorDoctorSchema), nextCursor: z.nullable(z.string()) })),
    renewLicence: def('operator', ok({ results: operatorDoctorSchema })),
    suspendDoctor: def('operator', ok({ results: operatorDoctorSchema, cancelledAppointments: z.number(), refunded: z.number() })),
    reinstateDoctor: def('operator', ok({ results: operatorDoctorSchema })),
    searchReviews: def('operator', ok({ results: z.array(moderatedReviewSchema) })),
    hideReview: def('operator', ok({ results: moderatedReviewSchema })),
    restoreReview: def('operator', ok({ results: moderatedReviewSchema })),
  }),
  // Health data the patient controls (issue 49, ADRs 109-111).
  myData: () => ({
    accessRecord: def('user', ok({ results: z.array(accessEntrySchema), nextCursor: z.nullable(z.string()) })),
    requestExport: def('user', ok({ results: z.object({ url: z.string(), expiresAt: z.string() }) })),
    deleteAccount: def('patient', ok({ results: z.object({ dueBy: z.string(), cancelledAppointments: z.number() }) })),
    consents: def('user', ok({ results: consentStateSchema })),
    acceptTerms: def('user', ok({ results: consentStateSchema })),
    setMarketing: def('user', ok({ results: consentStateSchema })),
  }),
  healthTips: () => ({
    queryTips: def('public', ok({ results: z.array(healthTipSchema), total: z.optional(z.number()), page: z.optional(z.number()), limit: z.optional(z.number()) })),
    getTipById: def('public', ok({ results: healthTipSchema })),
  }),
  places: () => ({
    autocomplete: def('public', ok({ results: z.array(placeSchema) })),
    geocode: def('public', ok({ results: z.nullable(placeSchema) })),
  }),
});

export type Catalogue = typeof catalogue;
export type ServiceName = keyof Catalogue;
export type ActionName<S extends ServiceName> = keyof Catalogue[S] & string;
type DefOf<S extends ServiceName, A extends ActionName<S>> = Catalogue[S][A] extends RpcDef<infer O> ? { output: O } : never;
export type RpcOutput<S extends ServiceName, A extends ActionName<S>> = z.output<DefOf<S, A>['output']>;

export function findRpc(service: string, action: string): RpcDef | undefined {
  const svc = (catalogue as Record<string, Record<string, RpcDef> | undefined>)[service];
  if (!svc || !Object.prototype.hasOwnProperty.call(svc, action)) return undefined;
  return svc[action];
}

/** The error body every failed call answers with (DESIGN §5). */
export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  field: z.optional(z.string()),
  requestId: z.optional(z.string()),
  /** Seconds to wait, on a 429 (also the Retry-After header): the client says how long (issue 50). */
  retryAfter: z.optional(z.number()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
