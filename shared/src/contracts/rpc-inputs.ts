// The input schemas of the RPC catalogue (rpc.ts): what the server accepts for each service/action, with the
// messages a refusal says. Only the server imports this module's values (its own entry, @musawo/shared/rpc-inputs);
// the browser takes the types, so none of it reaches a page (issue 27).
import * as z from 'zod/mini';
import { CONSULT_MESSAGE_MAX, deviceSchema, filtersSchema, gender, hhmm, isoDate, slotSchema, visitMode, weekDay } from './entities';
import { emailField, enteredPasswordField, newPasswordField, passwordField, phoneField, UMDPC_NUMBER, UMDPC_NUMBER_MESSAGE } from './field-rules';

// The field rules, for the server's messages and tests; the forms take them from @musawo/shared/forms.
export * from './field-rules';
export * from './availability-rules';
import { LANGUAGES } from './languages';
import { lazyServices } from './lazy-services';
import { remoteNameSchema } from './registry';
import type { ActionName, ServiceName } from './rpc';

const text = (field: string, max = 2_000) =>
  z.string().check(z.trim(), z.minLength(1, `${field} is required.`), z.maxLength(max, `${field} is too long (at most ${max} characters).`));
const optionalText = (max = 2_000) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const idField = (field: string) => z.string().check(z.minLength(1, `${field} is required.`), z.maxLength(64));
const pageField = z.optional(z.union([z.number(), z.string()]));
/** A landing page's district or specialty slug (issue 44): lower case words and dashes. */
const slugField = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower case letters, digits and dashes.'));

/** A content version the server handed out (UserProfile.version, AvailabilityEntry.version). */
const versionField = z.string().check(z.maxLength(64));

export const inputs = lazyServices({
  system: () => ({
    health: z.object({}),
    // The shell's reports of remote loads and failures (issue 28): which version, which phase, ok or the error's
    // message. Nothing about the visitor; the server trims and scrubs the message again.
    reportRemoteLoads: z.object({
      reports: z.array(z.object({
        app: remoteNameSchema,
        version: z.string().check(z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/), z.maxLength(64)),
        phase: z.enum(['load', 'render']),
        ok: z.boolean(),
        error: z.optional(z.string().check(z.maxLength(500))),
      })).check(z.minLength(1), z.maxLength(20)),
    }),
  }),
  auth: () => ({
    login: z.object({ emailOrPhone: z.string().check(z.trim(), z.minLength(1, 'Please enter your email or phone number'), z.maxLength(254)), password: enteredPasswordField, device: z.optional(deviceSchema) }),
    logout: z.object({ refreshToken: z.string().check(z.maxLength(512)) }),
    refreshTokens: z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(512)) }),
    resetPassword: z.object({ resetPasswordToken: z.string().check(z.minLength(1, 'Invalid reset token.'), z.maxLength(4096)), newPassword: passwordField }),
    sendPasswordResetEmail: z.object({ email: emailField }),
    changePassword: z.object({ userId: z.optional(z.string()), currentPassword: passwordField.check(z.minLength(1, 'Current password is required.')), newPassword: newPasswordField }),
    sendOTPRegistration: z.object({ phone_number: phoneField, isLogin: z.optional(z.boolean()) }),
    verifyPhoneNumberWeb: z.object({ phone_number: phoneField, verificationCode: z.string().check(z.regex(/^\d{4}$/, 'Please enter a valid 4-digit OTP')), device: z.optional(deviceSchema), isLogin: z.optional(z.boolean()) }),
    verifyEmail: z.union([
      z.object({ token: z.string().check(z.minLength(1), z.maxLength(4096)), actionType: z.literal('verify-email') }),
      z.object({ email: emailField, otp: z.string().check(z.regex(/^\d{4}$/, 'Please enter a valid 4-digit OTP')), name: z.optional(z.string()), date_of_birth: z.optional(z.string()), gender: z.optional(z.string()), phoneNumber: z.optional(z.string()), password: z.optional(passwordField) }),
    ]),
    // Sign-up asks, once the phone's code is verified, whether the email is free (issue 32): only someone who proved
    // the number learns that an email is taken, as createAccountWeb answers (issue 31).
    checkSignUpEmail: z.object({ phoneNumber: phoneField, email: emailField }),
    createAccountWeb: z.object({
      name: text('Name', 120), date_of_birth: isoDate, email: emailField, gender, phoneNumber: phoneField, patientId: z.optional(z.string().check(z.maxLength(64))), password: newPasswordField,
    }),
    getUserProfile: z.object({}),
    updateUserProfile: z.object({
      name: z.optional(text('Full Name', 120)), email: z.optional(z.string()), phoneNumber: z.optional(phoneField), dateOfBirth: z.optional(z.union([isoDate, z.literal('')])),
      gender: z.optional(z.string().check(z.maxLength(20))), address: z.optional(z.string().check(z.maxLength(300))),
      consultationFee: z.optional(z.union([z.number(), z.string()])), experience: z.optional(z.union([z.number(), z.string()])),
      notifySms: z.optional(z.boolean()), notifyEmail: z.optional(z.boolean()), language: z.optional(z.enum(LANGUAGES)),
      visitModes: z.optional(z.array(visitMode).check(z.maxLength(2))),
      // The profile's version the edit started from: a newer change is never overwritten silently (409).
      version: z.optional(versionField),
    }),
    sendVerificationEmail: z.object({ email: z.optional(emailField) }),
  }),
  Specialities: () => ({
    queryAllSpecialityNoAuth: z.object({}),
  }),
  doctor: () => ({
    searchDoctorsByLocation: z.object({
      searchParams: z.object({ location: z.optional(z.string().check(z.maxLength(2000))), specialty: z.optional(z.string().check(z.maxLength(4000))), page: pageField, limit: pageField }),
      filters: z.optional(filtersSchema),
      currency: z.optional(z.string().check(z.maxLength(3))),
    }),
    getDoctor: z.object({ doctorId: idField('doctorId'), currency: z.optional(z.string().check(z.maxLength(3))) }),
    featuredDoctors: z.object({ sortBy: z.optional(z.string()), page: pageField, limit: pageField, currency: z.optional(z.string().check(z.maxLength(3))) }),
    landingPage: z.object({ district: slugField, specialty: slugField, page: pageField, limit: pageField, currency: z.optional(z.string().check(z.maxLength(3))) }),
    landingPages: z.object({}),
    bookedTimes: z.object({ doctorId: idField('doctorId'), date: isoDate }),
    addAvailability: z.object({ day: weekDay, slots: z.array(slotSchema), doctorId: z.optional(z.string()) }),
    updateAvailability: z.object({ availabilityId: idField('availabilityId'), day: weekDay, slots: z.array(slotSchema), version: z.optional(versionField) }),
    deleteAvailability: z.object({ availabilityId: idField('availabilityId'), version: z.optional(versionField) }),
    queryPatients: z.object({}),
  }),
  Reviews: () => ({
    queryReviews: z.object({ doctorId: idField('doctorId'), sortBy: z.optional(z.string()), page: pageField, limit: pageField }),
    createReview: z.object({ appointmentId: idField('appointmentId'), rating: z.number().check(z.int(), z.gte(1, 'Rating must be between 1 and 5.'), z.lte(5, 'Rating must be between 1 and 5.')), reviewText: text('Review', 2000) }),
  }),
  appointment: () => ({
    create: z.object({ doctorId: idField('doctorId'), appointment_note: text('A note for the doctor', 2000), appointment_date: z.string().check(z.minLength(1, 'Please select both date and time'), z.maxLength(40)), appointment_time: hhmm, idempotencyKey: z.optional(z.string().check(z.maxLength(100))), visitMode: z.optional(visitMode) }),
    // section (issue 50): 'upcoming' (open visits still to come, soonest first) or 'past' (past or closed, latest first).
    queryUserAppointments: z.object({ limit: pageField, page: pageField, sortBy: z.optional(z.string()), section: z.optional(z.enum(['upcoming', 'past'])) }),
    getAppointment: z.object({ appointmentId: idField('appointmentId') }),
    acceptAppointment: z.object({ appointmentId: idField('appointmentId'), acceptInstructions: optionalText(2000) }),
    rejectAppointment: z.object({ appointmentId: idField('appointmentId'), rejectReason: text('A reason', 2000) }),
    cancelAppointment: z.object({ appointmentId: idField('appointmentId'), cancellationReason: text('A reason', 2000) }),
    updateAppointmentStatus: z.object({ appointmentId: idField('appointmentId'), status: z.enum(['ACCEPTED', 'REJECTED', 'CANCELLED', 'COMPLETED']), reason: optionalText(2000) }),
    completeAppointment: z.object({ appointmentId: idField('appointmentId') }),
    rescheduleAppointment: z.object({ appointmentId: idField('appointmentId'), appointment_date: z.string().check(z.minLength(1, 'Please select both date and time'), z.maxLength(40)), appointment_time: hhmm }),
  }),
  // Consultations (issue 33): only the appointment's patient and doctor; anyone else is answered like an unknown id.
  consult: () => ({
    getRoom: z.object({ appointmentId: idField('appointmentId') }),
    sendMessage: z.object({ appointmentId: idField('appointmentId'), text: text('Message', CONSULT_MESSAGE_MAX) }),
    markRead: z.object({ appointmentId: idField('appointmentId') }),
    requestPhoneCall: z.object({ appointmentId: idField('appointmentId') }),
    answerPhoneRequest: z.object({ appointmentId: idField('appointmentId'), outcome: z.enum(['CALLED', 'NOT_REACHED']) }),
    saveNotes: z.object({ appointmentId: idField('appointmentId'), notes: optionalText(10_000) }),
    completeConsultation: z.object({ appointmentId: idField('appointmentId'), notes: optionalText(10_000) }),
  }),
  Transaction: () => ({
    userOverview: z.object({}),
    queryUserTransactions: z.object({}),
    queryTransactionDetail: z.object({ transactionId: idField('transactionId') }),
  }),
  Wallet: () => ({
    viewWalletBalance: z.object({}),
    topUp: z.object({
        amount: z.number().check(z.int('Enter a whole number of shillings.')),
        phone: phoneField,
        provider: z.enum(['MTN', 'AIRTEL']),
        idempotencyKey: z.optional(z.string().check(z.maxLength(100))),
        /** The code texted (auth/sendOTPRegistration) to a number the account has not topped up from yet. */
        verificationCode: z.optional(z.string().check(z.regex(/^\d{4}$/, 'Please enter a valid 4-digit OTP'))),
      }),
    topUpStatus: z.object({ topUpId: idField('topUpId') }),
  }),
  operator: () => ({
    signIn: z.object({
      email: emailField,
      password: enteredPasswordField,
      /** Absent on the first call (the password is checked and a code sent); the code on the second. */
      code: z.optional(z.string().check(z.trim(), z.regex(/^\d{4}$/, 'Enter the 4-digit code we sent you.'))),
      device: z.optional(deviceSchema),
    }),
    activity: z.object({ cursor: z.optional(z.string().check(z.maxLength(200))), limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))) }),
  }),
  applications: () => ({
    submit: z.object({
      name: text('Name', 120),
      specialtyId: idField('Specialty'),
      district: text('District', 80),
      facility: text('Facility', 160),
      umdpcNumber: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, 'Registration number is required.'), z.maxLength(40), z.regex(UMDPC_NUMBER, UMDPC_NUMBER_MESSAGE)),
      licenceExpiresOn: isoDate,
      phoneNumber: phoneField,
      email: emailField,
      /** The id answered by the licence copy's upload. */
      licenceCopyId: idField('A copy of your licence'),
    }),
    list: z.object({ status: z.optional(z.enum(['pending', 'approved', 'rejected'])), cursor: z.optional(z.string().check(z.maxLength(200))), limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))) }),
    get: z.object({ applicationId: idField('applicationId') }),
    approve: z.object({ applicationId: idField('applicationId') }),
    reject: z.object({ applicationId: idField('applicationId'), reason: text('A reason', 500) }),
  }),
  Payout: () => ({
    earnings: z.object({}),
    withdraw: z.object({
      amount: z.number().check(z.int('Enter a whole number of shillings.'), z.positive('Enter an amount to withdraw.')),
      provider: z.enum(['MTN', 'AIRTEL'], 'Choose MTN Mobile Money or Airtel Money.'),
      /** A verified number of the account; its own phone when absent. */
      phone: z.optional(phoneField),
      /** Made once per withdrawal by the client: a retried request answers the same payout. */
      idempotencyKey: z.string().check(z.minLength(8, 'Missing request key.'), z.maxLength(100)),
    }),
    status: z.object({ payoutId: idField('payoutId') }),
    statement: z.object({ month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month (yyyy-MM).')) }),
  }),
  Payments: () => ({
    list: z.object({}),
    checkAgain: z.object({ kind: z.enum(['top_up', 'payout']), id: idField('id') }),
    approvePayout: z.object({ payoutId: idField('payoutId') }),
    declinePayout: z.object({ payoutId: idField('payoutId'), reason: text('A reason', 500) }),
  }),
  Moderation: () => ({
    searchDoctors: z.object({ query: z.optional(z.string().check(z.trim(), z.maxLength(100))), suspended: z.optional(z.boolean()), cursor: z.optional(z.string().check(z.maxLength(400))) }),
    /** A renewed practising licence (ADR 209): its new last day (after today, at most two years ahead; checked by the server). */
    renewLicence: z.object({ doctorId: idField('doctorId'), licenceExpiresOn: isoDate, reason: text('A reason', 500) }),
    suspendDoctor: z.object({ doctorId: idField('doctorId'), reason: text('A reason', 500) }),
    reinstateDoctor: z.object({ doctorId: idField('doctorId'), reason: text('A reason', 500) }),
    searchReviews: z.object({ query: z.optional(z.string().check(z.trim(), z.maxLength(100))), hidden: z.optional(z.boolean()) }),
    hideReview: z.object({ reviewId: idField('reviewId'), reason: text('A reason', 500) }),
    restoreReview: z.object({ reviewId: idField('reviewId'), reason: text('A reason', 500) }),
  }),
  myData: () => ({
    accessRecord: z.object({ cursor: z.optional(z.string().check(z.regex(/^\d{1,15}$/), z.maxLength(15))), limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))) }),
    requestExport: z.object({}),
    /** The account's password, or the code texted to its phone (auth/sendOTPRegistration with isLogin). */
    deleteAccount: z.union([
      z.object({ password: passwordField.check(z.minLength(1, 'Enter your password.')) }),
      z.object({ verificationCode: z.string().check(z.regex(/^\d{4}$/, 'Please enter a valid 4-digit OTP')) }),
    ]),
    consents: z.object({}),
    acceptTerms: z.object({ version: z.string().check(z.minLength(1), z.maxLength(32)) }),
    setMarketing: z.object({ on: z.boolean() }),
  }),
  healthTips: () => ({
    queryTips: z.object({ sortBy: z.optional(z.string()), limit: pageField, page: pageField }),
    getTipById: z.object({ tipId: idField('tipId') }),
  }),
  places: () => ({
    autocomplete: z.object({ query: z.string().check(z.maxLength(100)), limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20))) }),
    geocode: z.object({ address: z.string().check(z.trim(), z.minLength(1, 'An address is required.'), z.maxLength(300)) }),
  }),
});

export type Inputs = typeof inputs;
type InputOf<S extends ServiceName, A extends ActionName<S>> = A extends keyof Inputs[S] ? Inputs[S][A] : never;
/** What the caller passes (before parsing). */
export type RpcInput<S extends ServiceName, A extends ActionName<S>> = z.input<InputOf<S, A>>;
/** What the handler receives (after parsing). */
export type RpcParsedInput<S extends ServiceName, A extends ActionName<S>> = z.output<InputOf<S, A>>;

/** The input schema of a service/action, or undefined when the catalogue has no such action. */
export function findRpcInput(service: string, action: string): z.ZodMiniType | undefined {
  const svc = (inputs as Record<string, Record<string, z.ZodMiniType> | undefined>)[service];
  if (!svc || !Object.prototype.hasOwnProperty.call(svc, action)) return undefined;
  return svc[action];
}
