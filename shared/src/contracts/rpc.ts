// The RPC catalogue (spec §7): every service/action with its input, output and who may call it.
// The client's gateway is typed by it and parses answers with it; the server validates input with it.
import * as z from 'zod/mini';
import { LANGUAGES } from './languages';
import {
  appointmentSchema, availabilityEntrySchema, CONSULT_MESSAGE_MAX, consultMessageSchema, consultRoomSchema, deviceSchema, doctorSchema, filtersSchema, gender, healthTipSchema, hhmm, isoDate,
  overviewSchema, patientSummarySchema, placeSchema, reviewSchema, slotSchema, specialtySchema, tokensSchema, topUpSchema,
  transactionSchema, userProfileSchema, weekDay,
} from './entities';
import { remoteNameSchema } from './registry';

export type AuthLevel = 'public' | 'user' | 'patient' | 'doctor';

export interface RpcDef<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  input: I;
  output: O;
  auth: AuthLevel;
}
const def = <I extends z.ZodMiniType, O extends z.ZodMiniType>(auth: AuthLevel, input: I, output: O): RpcDef<I, O> => ({ input, output, auth });

const text = (field: string, max = 2_000) =>
  z.string().check(z.trim(), z.minLength(1, `${field} is required.`), z.maxLength(max, `${field} is too long (at most ${max} characters).`));
const optionalText = (max = 2_000) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const idField = (field: string) => z.string().check(z.minLength(1, `${field} is required.`), z.maxLength(64));
const pageField = z.optional(z.union([z.number(), z.string()]));

const base = { success: z.boolean(), message: z.optional(z.string()), error: z.optional(z.string()) };
const ok = <S extends z.core.$ZodLooseShape>(shape: S) => z.object({ ...base, ...shape });
const plain = ok({});
/** A content version the server handed out (UserProfile.version, AvailabilityEntry.version). */
const versionField = z.string().check(z.maxLength(64));

export const EMAIL_MAX_LENGTH = 254;

/**
 * One '@' with something before it, no white space, and a dot in the domain with something on each side: the
 * rule of the pattern `^[^\s@]+@[^\s@]+\.[^\s@]+$`, checked in one pass. That pattern backtracked
 * quadratically (a 99 KB value held the server for seconds), so no pattern runs on an email any more.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0 || value.indexOf('@', at + 1) !== -1) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // The characters \s matches: ASCII white space, NBSP, the Unicode spaces, line/paragraph separators, BOM.
    if (c <= 0x20 ? c === 0x20 || (c >= 0x09 && c <= 0x0d) : c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff) return false;
  }
  const dot = value.indexOf('.', at + 2);
  return dot !== -1 && dot < value.length - 1;
}

// The length is checked first and stops the checks (`abort`): nothing else runs on an over-long value.
export const emailField = z.string().check(
  z.maxLength(4 * EMAIL_MAX_LENGTH, { message: `Email is too long (at most ${EMAIL_MAX_LENGTH} characters).`, abort: true }),
  z.trim(),
  z.toLowerCase(),
  z.maxLength(EMAIL_MAX_LENGTH, { message: `Email is too long (at most ${EMAIL_MAX_LENGTH} characters).`, abort: true }),
  z.refine(isEmailAddress, 'Please enter a valid email address'),
);
export const phoneField = z.string().check(z.trim(), z.minLength(7, 'Please enter a valid phone number'), z.maxLength(20, 'Please enter a valid phone number'));
export const passwordField = z.string().check(z.maxLength(256, 'Password is too long.'));

const paged = <T extends z.ZodMiniType>(item: T) => ok({ results: z.array(item), total: z.number(), page: z.optional(z.number()), limit: z.optional(z.number()) });

/**
 * The catalogue, one service at a time: a service's schemas are built the first time something looks at it.
 * Building every schema when the module loaded was ~50 ms of a slow phone's start-up (CPU 4x), before the page
 * could do anything, for a page that calls two or three services (issue 11).
 */
function lazyServices<G extends Record<string, () => Record<string, RpcDef>>>(groups: G): { readonly [K in keyof G]: ReturnType<G[K]> } {
  const services = {};
  for (const [name, build] of Object.entries(groups)) {
    let built: Record<string, RpcDef> | undefined;
    Object.defineProperty(services, name, { enumerable: true, get: () => (built ??= build()) });
  }
  return services as { readonly [K in keyof G]: ReturnType<G[K]> };
}

export const catalogue = lazyServices({
  system: () => ({
    health: def('public', z.object({}), ok({ status: z.literal('ok'), version: z.string(), database: z.string(), time: z.string() })),
    // The shell's reports of remote loads and failures (issue 28): which version, which phase, ok or the error's
    // message. Nothing about the visitor; the server trims and scrubs the message again.
    reportRemoteLoads: def('public', z.object({
      reports: z.array(z.object({
        app: remoteNameSchema,
        version: z.string().check(z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/), z.maxLength(64)),
        phase: z.enum(['load', 'render']),
        ok: z.boolean(),
        error: z.optional(z.string().check(z.maxLength(500))),
      })).check(z.minLength(1), z.maxLength(20)),
    }), plain),
  }),
  auth: () => ({
    login: def('public', z.object({ emailOrPhone: z.string().check(z.trim(), z.minLength(1, 'Please enter your email or phone number'), z.maxLength(254)), password: passwordField.check(z.minLength(1, 'Please enter your password')), device: z.optional(deviceSchema) }),
      ok({ user: z.optional(userProfileSchema), tokens: z.optional(tokensSchema) })),
    logout: def('public', z.object({ refreshToken: z.string().check(z.maxLength(512)) }), plain),
    refreshTokens: def('public', z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(512)) }), ok({ tokens: tokensSchema, user: userProfileSchema })),
    resetPassword: def('public', z.object({ resetPasswordToken: z.string().check(z.minLength(1, 'Invalid reset token.'), z.maxLength(4096)), newPassword: passwordField }), plain),
    sendPasswordResetEmail: def('public', z.object({ email: emailField }), plain),
    changePassword: def('user', z.object({ userId: z.optional(z.string()), currentPassword: passwordField.check(z.minLength(1, 'Current password is required.')), newPassword: passwordField }), plain),
    sendOTPRegistration: def('public', z.object({ phone_number: phoneField, isLogin: z.optional(z.boolean()) }), ok({ requestId: z.optional(z.string()) })),
    verifyPhoneNumberWeb: def('public', z.object({ phone_number: phoneField, verificationCode: z.string().check(z.regex(/^\d{4}$/, 'Please enter a valid 4-digit OTP')), device: z.optional(deviceSchema), isLogin: z.optional(z.boolean()) }),
      ok({ results: z.optional(z.object({ id: z.string() })) })),
    verifyEmail: def('public', z.union([
      z.object({ token: z.string().check(z.minLength(1), z.maxLength(4096)), actionType: z.literal('verify-email') }),
      z.object({ email: emailField, otp: z.string().check(z.regex(/^\d{4}$/, 'Please enter a valid 4-digit OTP')), name: z.optional(z.string()), date_of_birth: z.optional(z.string()), gender: z.optional(z.string()), phoneNumber: z.optional(z.string()), password: z.optional(passwordField) }),
    ]), plain),
    // Sign-up asks, once the phone's code is verified, whether the email is free (issue 32): only someone who proved
    // the number learns that an email is taken, as createAccountWeb answers (issue 31).
    checkSignUpEmail: def('public', z.object({ phoneNumber: phoneField, email: emailField }), plain),
    createAccountWeb: def('public', z.object({
      name: text('Name', 120), date_of_birth: isoDate, email: emailField, gender, phoneNumber: phoneField, patientId: z.optional(z.string().check(z.maxLength(64))), password: passwordField,
    }), ok({ results: z.optional(userProfileSchema), tokens: z.optional(tokensSchema) })),
    getUserProfile: def('user', z.object({}), ok({ result: userProfileSchema })),
    updateUserProfile: def('user', z.object({
      name: z.optional(text('Full Name', 120)), email: z.optional(z.string()), phoneNumber: z.optional(phoneField), dateOfBirth: z.optional(z.union([isoDate, z.literal('')])),
      gender: z.optional(z.string().check(z.maxLength(20))), address: z.optional(z.string().check(z.maxLength(300))),
      consultationFee: z.optional(z.union([z.number(), z.string()])), experience: z.optional(z.union([z.number(), z.string()])),
      notifySms: z.optional(z.boolean()), notifyEmail: z.optional(z.boolean()), language: z.optional(z.enum(LANGUAGES)),
      // The profile's version the edit started from: a newer change is never overwritten silently (409).
      version: z.optional(versionField),
    }), ok({ result: z.optional(userProfileSchema) })),
    sendVerificationEmail: def('user', z.object({ email: z.optional(emailField) }), plain),
  }),
  Specialities: () => ({
    queryAllSpecialityNoAuth: def('public', z.object({}), ok({ results: z.array(specialtySchema) })),
  }),
  doctor: () => ({
    searchDoctorsByLocation: def('public', z.object({
      searchParams: z.object({ location: z.optional(z.string().check(z.maxLength(2000))), specialty: z.optional(z.string().check(z.maxLength(4000))), page: pageField, limit: pageField }),
      filters: z.optional(filtersSchema),
      currency: z.optional(z.string().check(z.maxLength(3))),
    }), ok({ results: z.object({ doctors: z.array(doctorSchema), message: z.optional(z.nullable(z.string())), IS_DOCTORS_WITH_LOCATION: z.boolean(), total: z.number(), page: z.number(), limit: z.number() }) })),
    getDoctor: def('public', z.object({ doctorId: idField('doctorId'), currency: z.optional(z.string().check(z.maxLength(3))) }), ok({ results: doctorSchema })),
    featuredDoctors: def('public', z.object({ sortBy: z.optional(z.string()), page: pageField, limit: pageField, currency: z.optional(z.string().check(z.maxLength(3))) }), ok({ results: z.array(doctorSchema) })),
    bookedTimes: def('public', z.object({ doctorId: idField('doctorId'), date: isoDate }), ok({ results: z.array(hhmm) })),
    addAvailability: def('doctor', z.object({ day: weekDay, slots: z.array(slotSchema), doctorId: z.optional(z.string()) }), ok({ data: z.optional(availabilityEntrySchema) })),
    updateAvailability: def('doctor', z.object({ availabilityId: idField('availabilityId'), day: weekDay, slots: z.array(slotSchema), version: z.optional(versionField) }), ok({ data: z.optional(availabilityEntrySchema) })),
    deleteAvailability: def('doctor', z.object({ availabilityId: idField('availabilityId'), version: z.optional(versionField) }), plain),
    queryPatients: def('doctor', z.object({}), ok({ results: z.array(patientSummarySchema) })),
  }),
  Reviews: () => ({
    queryReviews: def('public', z.object({ doctorId: idField('doctorId'), sortBy: z.optional(z.string()), page: pageField, limit: pageField }), paged(reviewSchema)),
    createReview: def('patient', z.object({ appointmentId: idField('appointmentId'), rating: z.number().check(z.int(), z.gte(1, 'Rating must be between 1 and 5.'), z.lte(5, 'Rating must be between 1 and 5.')), reviewText: text('Review', 2000) }), ok({ results: z.optional(reviewSchema) })),
  }),
  appointment: () => ({
    create: def('patient', z.object({ doctorId: idField('doctorId'), appointment_note: text('A note for the doctor', 2000), appointment_date: z.string().check(z.minLength(1, 'Please select both date and time'), z.maxLength(40)), appointment_time: hhmm, idempotencyKey: z.optional(z.string().check(z.maxLength(100))) }),
      ok({ results: z.optional(appointmentSchema) })),
    queryUserAppointments: def('user', z.object({ limit: pageField, page: pageField, sortBy: z.optional(z.string()) }), paged(appointmentSchema)),
    getAppointment: def('user', z.object({ appointmentId: idField('appointmentId') }), ok({ results: appointmentSchema })),
    acceptAppointment: def('doctor', z.object({ appointmentId: idField('appointmentId'), acceptInstructions: optionalText(2000) }), ok({ results: z.optional(appointmentSchema) })),
    rejectAppointment: def('doctor', z.object({ appointmentId: idField('appointmentId'), rejectReason: text('A reason', 2000) }), ok({ results: z.optional(appointmentSchema) })),
    cancelAppointment: def('patient', z.object({ appointmentId: idField('appointmentId'), cancellationReason: text('A reason', 2000) }), ok({ results: z.optional(appointmentSchema) })),
    updateAppointmentStatus: def('user', z.object({ appointmentId: idField('appointmentId'), status: z.enum(['ACCEPTED', 'REJECTED', 'CANCELLED', 'COMPLETED']), reason: optionalText(2000) }), ok({ results: z.optional(appointmentSchema) })),
    completeAppointment: def('doctor', z.object({ appointmentId: idField('appointmentId') }), ok({ results: z.optional(appointmentSchema) })),
    rescheduleAppointment: def('patient', z.object({ appointmentId: idField('appointmentId'), appointment_date: z.string().check(z.minLength(1, 'Please select both date and time'), z.maxLength(40)), appointment_time: hhmm }),
      ok({ results: z.optional(appointmentSchema) })),
  }),
  // Consultations (issue 33): only the appointment's patient and doctor; anyone else is answered like an unknown id.
  consult: () => ({
    getRoom: def('user', z.object({ appointmentId: idField('appointmentId') }), ok({ results: consultRoomSchema })),
    sendMessage: def('user', z.object({ appointmentId: idField('appointmentId'), text: text('Message', CONSULT_MESSAGE_MAX) }), ok({ results: consultMessageSchema })),
    markRead: def('user', z.object({ appointmentId: idField('appointmentId') }), plain),
    requestPhoneCall: def('patient', z.object({ appointmentId: idField('appointmentId') }), ok({ results: consultMessageSchema })),
    answerPhoneRequest: def('doctor', z.object({ appointmentId: idField('appointmentId'), outcome: z.enum(['CALLED', 'NOT_REACHED']) }), ok({ results: consultMessageSchema })),
    saveNotes: def('doctor', z.object({ appointmentId: idField('appointmentId'), notes: optionalText(10_000) }), plain),
    completeConsultation: def('doctor', z.object({ appointmentId: idField('appointmentId'), notes: optionalText(10_000) }), ok({ results: z.optional(appointmentSchema) })),
  }),
  Transaction: () => ({
    userOverview: def('user', z.object({}), ok({ results: overviewSchema })),
    queryUserTransactions: def('user', z.object({}), ok({ results: z.array(transactionSchema) })),
    queryTransactionDetail: def('user', z.object({ transactionId: idField('transactionId') }), ok({ results: transactionSchema })),
  }),
  Wallet: () => ({
    viewWalletBalance: def('user', z.object({}), ok({ results: z.object({ balance: z.number(), currency: z.string() }) })),
    topUp: def(
      'user',
      z.object({
        amount: z.number().check(z.int('Enter a whole number of shillings.')),
        phone: phoneField,
        provider: z.enum(['MTN', 'AIRTEL']),
        idempotencyKey: z.optional(z.string().check(z.maxLength(100))),
        /** The code texted (auth/sendOTPRegistration) to a number the account has not topped up from yet. */
        verificationCode: z.optional(z.string().check(z.regex(/^\d{4}$/, 'Please enter a valid 4-digit OTP'))),
      }),
      ok({ results: topUpSchema }),
    ),
    topUpStatus: def('user', z.object({ topUpId: idField('topUpId') }), ok({ results: topUpSchema })),
  }),
  healthTips: () => ({
    queryTips: def('public', z.object({ sortBy: z.optional(z.string()), limit: pageField, page: pageField }), ok({ results: z.array(healthTipSchema), total: z.optional(z.number()), page: z.optional(z.number()), limit: z.optional(z.number()) })),
    getTipById: def('public', z.object({ tipId: idField('tipId') }), ok({ results: healthTipSchema })),
  }),
  places: () => ({
    autocomplete: def('public', z.object({ query: z.string().check(z.maxLength(100)), limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20))) }), ok({ results: z.array(placeSchema) })),
    geocode: def('public', z.object({ address: z.string().check(z.trim(), z.minLength(1, 'An address is required.'), z.maxLength(300)) }), ok({ results: z.nullable(placeSchema) })),
  }),
});

export type Catalogue = typeof catalogue;
export type ServiceName = keyof Catalogue;
export type ActionName<S extends ServiceName> = keyof Catalogue[S] & string;
type DefOf<S extends ServiceName, A extends ActionName<S>> = Catalogue[S][A] extends RpcDef<infer I, infer O> ? { input: I; output: O } : never;
/** What the caller passes (before parsing). */
export type RpcInput<S extends ServiceName, A extends ActionName<S>> = z.input<DefOf<S, A>['input']>;
/** What the handler receives (after parsing). */
export type RpcParsedInput<S extends ServiceName, A extends ActionName<S>> = z.output<DefOf<S, A>['input']>;
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
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
