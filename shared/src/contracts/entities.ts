// Entities of spec §3, as the wire carries them. The server and the client parse the same schemas.
import * as z from 'zod/mini';
import { WEEK_DAYS } from './constants';
import { LANGUAGES } from './languages';

// Every object schema below is built the first time it parses something (`z.lazy`), not when this module loads:
// building them all was ~70 ms of a slow phone's start-up (CPU 4x), in the first task after the shell's scripts
// ran, for a page that parses two or three of them (issue 11). They compose and parse as before.
const id = z.string().check(z.minLength(1));
export const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the 24-hour HH:MM format, for example 09:30.'));
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the yyyy-MM-dd format.'));
export const weekDay = z.enum(WEEK_DAYS);

/** 'operator' (ADR 107): the people who run the marketplace; only a server command makes one, never a sign-up. */
export const userType = z.enum(['patient', 'doctor', 'operator']);

/** How a visit happens (issue 50 item 6): at the doctor's place, or online (audio call and messages in the room). */
export const VISIT_MODES = ['in_person', 'online'] as const;
export const visitMode = z.enum(VISIT_MODES);
export type VisitMode = (typeof VISIT_MODES)[number];
export type UserType = z.infer<typeof userType>;

export const addressSchema = z.lazy(() => z.object({
  address: z.string(),
  lat: z.optional(z.nullable(z.number())),
  lng: z.optional(z.nullable(z.number())),
}));
export type Address = z.infer<typeof addressSchema>;

const localNames = z.object({ lg: z.optional(z.string()), sw: z.optional(z.string()) });
const localTagLists = z.object({ lg: z.optional(z.array(z.string())), sw: z.optional(z.array(z.string())) });
export const specialtySchema = z.lazy(() => z.object({
  id,
  speciality_name: z.string(),
  image: z.string(),
  tags: z.array(z.string()),
  /** Its name and tags in Luganda and Kiswahili, where the directory has them (issue 50). */
  names: z.optional(localNames),
  localTags: z.optional(localTagLists),
  /** More words that find it, in every language, lower case (a body part, a common complaint). */
  searchWords: z.optional(z.array(z.string())),
}));
export type Specialty = z.infer<typeof specialtySchema>;

export const slotSchema = z.lazy(() => z.object({ id: z.optional(z.string()), start: hhmm, end: hhmm }));
export type Slot = z.infer<typeof slotSchema>;

export const availabilityEntrySchema = z.lazy(() => z.object({
  id,
  doctor: z.optional(z.string()),
  day: weekDay,
  slots: z.array(slotSchema),
  /** The version of the day's hours a change is based on (updateAvailability / deleteAvailability refuse a stale one). */
  version: z.optional(z.string()),
}));
export type AvailabilityEntry = z.infer<typeof availabilityEntrySchema>;

/** A doctor's checked licence (issue 47): the UMDPC registration number and the practising licence's validity. */
export const doctorLicenceSchema = z.lazy(() => z.object({
  umdpcNumber: z.string(),
  /** yyyy-MM-dd: the last day of the practising licence. */
  validUntil: z.string(),
  /** The seed's made-up numbers: shown as demo data. */
  demo: z.boolean(),
}));
export type DoctorLicence = z.infer<typeof doctorLicenceSchema>;

/** Rating is one decimal, or 'New' when the doctor has no reviews yet. */
export const ratingSchema = z.union([z.number(), z.literal('New')]);

export const doctorSchema = z.lazy(() => z.object({
  id,
  _id: z.optional(z.string()),
  name: z.string(),
  imageUrl: z.optional(z.nullable(z.string())),
  speciality: z.object({ id: z.optional(z.string()), speciality_name: z.string(), tags: z.array(z.string()) }),
  address: addressSchema,
  experience: z.number(),
  consultation_fee: z.number(),
  currency: z.string(),
  rating: ratingSchema,
  reviews: z.number(),
  languages: z.array(z.string()),
  availability: z.array(availabilityEntrySchema),
  distanceKm: z.optional(z.nullable(z.number())),
  /** The ways the doctor sees patients; both when absent (older servers). */
  visitModes: z.optional(z.array(visitMode)),
  /** The Verified badge (issue 47, ADR 209): UMDPC registration and the practising licence's year; demo for the seed's made-up numbers. */
  licence: z.optional(z.nullable(doctorLicenceSchema)),
  /** The district the doctor practises in, when the gazetteer knows it: its landing page's slug (issue 44). */
  district: z.optional(z.nullable(z.object({ name: z.string(), slug: z.string(), region: z.string() }))),
}));
export type Doctor = z.infer<typeof doctorSchema>;

export const reviewSchema = z.lazy(() => z.object({
  id,
  rating: z.number().check(z.gte(1), z.lte(5)),
  reviewText: z.string(),
  createdAt: z.string(),
  patientId: z.nullable(z.object({ name: z.optional(z.nullable(z.string())), imageUrl: z.optional(z.nullable(z.string())) })),
}));
export type Review = z.infer<typeof reviewSchema>;

export const locationSchema = z.lazy(() => z.object({
  address: z.string(),
  lat: z.union([z.number(), z.literal('')]),
  lng: z.union([z.number(), z.literal('')]),
}));
export type Location = z.infer<typeof locationSchema>;

export const filtersSchema = z.lazy(() => z.object({
  rating: z.optional(z.number().check(z.gte(0), z.lte(5))),
  price: z.optional(z.tuple([z.number(), z.number()])),
  location: z.optional(z.nullable(locationSchema)),
  tags: z.optional(z.array(z.string())),
}));
export type Filters = z.infer<typeof filtersSchema>;

export const APPOINTMENT_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'COMPLETED'] as const;
/** DESIGN §7: upper case on the wire; the spec's lower-case 'completed' is accepted too. */
export const appointmentStatus = z.pipe(
  z.string(),
  z.transform((s) => s.toUpperCase()),
).check(z.refine((s) => (APPOINTMENT_STATUSES as readonly string[]).includes(s), 'Unknown appointment status.'));
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const appointmentSchema = z.lazy(() => z.object({
  id,
  status: z.enum(APPOINTMENT_STATUSES),
  appointment_date: z.string(),
  appointment_time: hhmm,
  appointment_note: z.string(),
  cancellationReason: z.optional(z.nullable(z.string())),
  rejectReason: z.optional(z.nullable(z.string())),
  acceptInstructions: z.optional(z.nullable(z.string())),
  fee: z.optional(z.number()),
  currency: z.optional(z.string()),
  createdAt: z.optional(z.string()),
  hasReview: z.optional(z.boolean()),
  /** Consultation messages from the other party the viewer has not read (issue 33). */
  unreadMessages: z.optional(z.number()),
  /** The doctor's consultation notes: the doctor's own, and the patient's once the appointment is COMPLETED. */
  consultNotes: z.optional(z.nullable(z.string())),
  /** The patient is in the consultation room (doctor's view of an ACCEPTED appointment). */
  patientWaiting: z.optional(z.boolean()),
  /** At the doctor's place or online; in person when absent (bookings made before issue 50 item 6). */
  visitMode: z.optional(visitMode),
  patientId: z.object({
    id: z.optional(z.string()),
    name: z.string(),
    imageUrl: z.optional(z.nullable(z.string())),
    phone_number: z.optional(z.nullable(z.string())),
    email: z.optional(z.nullable(z.string())),
  }),
  doctorId: z.object({
    id: z.optional(z.string()),
    name: z.string(),
    imageUrl: z.optional(z.nullable(z.string())),
    rating: z.optional(ratingSchema),
    speciality: z.optional(z.object({ speciality_name: z.string() })),
    /** Where the doctor sees patients in person (their address, else their city). */
    address: z.optional(z.nullable(z.string())),
  }),
}));
export type Appointment = z.infer<typeof appointmentSchema>;

export const bookingIntentSchema = z.lazy(() => z.object({
  doctorId: z.string(),
  selectedDate: isoDate,
  selectedTime: hhmm,
  doctorName: z.string(),
  doctorSpecialty: z.string(),
  returnPath: z.string(),
}));
export type BookingIntent = z.infer<typeof bookingIntentSchema>;

export const activitySchema = z.lazy(() => z.object({
  type: z.enum(['appointment', 'transaction']),
  status: z.string(),
  /** The line in English (older clients show it); the fields below let a client write it in the reader's language. */
  text: z.string(),
  date: z.string(),
  /** Issue 50 item 7: what a transaction paid for (a line names the doctor or the top-up). */
  subject: z.optional(z.enum(['consultation', 'refund', 'payout', 'top-up', 'withdrawal', 'other'])),
  /** The other person: the doctor in a patient's activity, the patient in a doctor's. */
  name: z.optional(z.string()),
  amount: z.optional(z.number()),
  /** A transaction's own status (SUCCESS, PENDING, FAILED, EXPIRED). */
  state: z.optional(z.string()),
  /** A top-up's network: MTN or AIRTEL. */
  provider: z.optional(z.string()),
  /** An appointment's start (ISO) and its Kampala time (HH:mm). */
  startsAt: z.optional(z.string()),
  localTime: z.optional(z.string()),
}));
export type Activity = z.infer<typeof activitySchema>;

export const overviewSchema = z.lazy(() => z.object({
  totalAppointments: z.number(),
  pendingAppointments: z.number(),
  completedAppointments: z.number(),
  walletBalance: z.number(),
  currency: z.optional(z.string()),
  /** Consultation messages waiting to be read, across all the viewer's appointments (issue 33). */
  unreadMessages: z.optional(z.number()),
  recentActivity: z.array(activitySchema),
}));
export type Overview = z.infer<typeof overviewSchema>;

export const transactionSchema = z.lazy(() => z.object({
  id,
  referenceNumber: z.string(),
  transactionType: z.enum(['credit', 'debit']),
  amount: z.number(),
  currency: z.string(),
  /** SUCCESS, PENDING; anything else is shown as failed. */
  status: z.string(),
  paymentMethod: z.string(),
  transactionDate: z.string(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  transactionObjectType: z.optional(z.nullable(z.string())),
  relatedObjectId: z.optional(z.nullable(z.string())),
  description: z.optional(z.nullable(z.string())),
  user: z.object({ name: z.string(), email: z.optional(z.nullable(z.string())), imageUrl: z.optional(z.nullable(z.string())) }),
}));
export type Transaction = z.infer<typeof transactionSchema>;

export const userProfileSchema = z.lazy(() => z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  date_of_birth: z.optional(z.nullable(z.string())),
  gender: z.optional(z.nullable(z.string())),
  address: z.optional(z.nullable(addressSchema)),
  imageUrl: z.optional(z.nullable(z.string())),
  userType,
  isEmailVerified: z.boolean(),
  currency: z.optional(z.nullable(z.string())),
  consultation_fee: z.optional(z.nullable(z.number())),
  experience: z.optional(z.nullable(z.number())),
  rating: z.optional(ratingSchema),
  availability: z.optional(z.array(availabilityEntrySchema)),
  notifySms: z.optional(z.boolean()),
  notifyEmail: z.optional(z.boolean()),
  /** The language of the interface and of the person's SMS and email (ADR 016). */
  language: z.optional(z.enum(LANGUAGES)),
  /** A doctor's ways of seeing patients (issue 50 item 6). */
  visitModes: z.optional(z.array(visitMode)),
  /** The version of the personal details; updateUserProfile refuses a save based on an older one. */
  version: z.optional(z.string()),
  /** The privacy notice and terms' version in force, when the person has not accepted it yet (ADR 111): sign-in asks. */
  termsToAccept: z.optional(z.string()),
}));
export type UserProfile = z.infer<typeof userProfileSchema>;

export const tokensSchema = z.lazy(() => z.object({
  access: z.object({ token: z.string(), expires: z.optional(z.string()) }),
  refresh: z.object({ token: z.string(), expires: z.optional(z.string()) }),
}));
export type Tokens = z.infer<typeof tokensSchema>;

export const sessionSchema = z.lazy(() => z.object({ user: userProfileSchema, tokens: tokensSchema }));
export type Session = z.infer<typeof sessionSchema>;

export const deviceSchema = z.lazy(() => z.object({
  deviceId: z.string(),
  deviceName: z.optional(z.string()),
  deviceType: z.optional(z.string()),
  deviceOS: z.optional(z.string()),
}));
export type Device = z.infer<typeof deviceSchema>;

export const gender = z.enum(['male', 'female']);

export const healthTipSchema = z.lazy(() => z.object({
  id,
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  category: z.string(),
  contentType: z.enum(['image', 'video', 'other']),
  content: z.object({
    coverImage: z.optional(z.nullable(z.string())),
    contentUrl: z.optional(z.nullable(z.string())),
    sections: z.array(z.object({ title: z.optional(z.string()), content: z.string() })),
  }),
}));
export type HealthTip = z.infer<typeof healthTipSchema>;

export const phoneCountrySchema = z.lazy(() => z.object({ name: z.string(), dialCode: z.string(), countryCode: z.string(), format: z.string() }));
export type PhoneCountry = z.infer<typeof phoneCountrySchema>;

export const placeSchema = z.lazy(() => z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  lat: z.number(),
  lng: z.number(),
}));
export type Place = z.infer<typeof placeSchema>;

export const topUpSchema = z.lazy(() => z.object({
  id,
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED', 'EXPIRED']),
  amount: z.number(),
  currency: z.string(),
  provider: z.enum(['MTN', 'AIRTEL']),
  phone: z.string(),
  message: z.optional(z.string()),
  balance: z.optional(z.number()),
}));
export type TopUp = z.infer<typeof topUpSchema>;

/** One entry of the operators' activity record (issue 47, ADR 107): who did what, when and why. */
export const operatorActionSchema = z.lazy(() => z.object({
  id,
  operatorName: z.string(),
  action: z.string(),
  subjectType: z.nullable(z.string()),
  subjectId: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
}));
export type OperatorAction = z.infer<typeof operatorActionSchema>;

/** A doctor as the operators' Doctors page shows them (issue 47, ADR 208): listed or suspended, and why. */
export const operatorDoctorSchema = z.lazy(() => z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  speciality: z.nullable(z.string()),
  city: z.nullable(z.string()),
  suspendedAt: z.nullable(z.string()),
  suspensionReason: z.nullable(z.string()),
  /** The UMDPC registration and the practising licence's last day (yyyy-MM-dd), when known (ADR 209). */
  umdpcNumber: z.nullable(z.string()),
  licenceExpiresOn: z.nullable(z.string()),
  /** Why patients do not see the doctor besides a suspension: 'licence-expired', 'awaiting-availability'; null = listed. */
  unlistedReason: z.nullable(z.string()),
}));
export type OperatorDoctor = z.infer<typeof operatorDoctorSchema>;

/** A review as the operators' Reviews page shows it (ADR 208): hidden ones too, with the operator's reason. */
export const moderatedReviewSchema = z.lazy(() => z.object({
  id,
  doctorId: z.string(),
  doctorName: z.string(),
  reviewerName: z.nullable(z.string()),
  rating: z.number(),
  reviewText: z.string(),
  createdAt: z.string(),
  hiddenAt: z.nullable(z.string()),
  hiddenReason: z.nullable(z.string()),
}));
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

/** A copy of a practising licence (issue 47): a PDF or an image of at most 5 MB, checked by its first bytes. */
export const LICENCE_COPY_MAX_BYTES = 5 * 1024 * 1024;
export const LICENCE_COPY_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A doctor's application as operators read it (issue 47, ADR 209). */
export const doctorApplicationSchema = z.lazy(() => z.object({
  id,
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  specialty: z.object({ id: z.string(), name: z.string() }),
  district: z.string(),
  facility: z.string(),
  umdpcNumber: z.string(),
  licenceExpiresOn: z.string(),
  licenceCopy: z.object({ contentType: z.string(), size: z.number() }),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  rejectReason: z.nullable(z.string()),
  doctorId: z.nullable(z.string()),
}));
export type DoctorApplication = z.infer<typeof doctorApplicationSchema>;
/** One entry of "Who saw my record" (issue 49, ADR 109): who read or wrote the patient's clinical data, what, when, how, why. */
export const accessEntrySchema = z.lazy(() => z.object({
  id,
  who: z.object({ role: z.enum(['doctor', 'operator']), name: z.string() }),
  action: z.enum(['read', 'write']),
  /** appointment (its reason and notes), consultation (messages), attachment, notes, message. */
  data: z.string(),
  /** The doctor's reason: this appointment. */
  appointmentId: z.nullable(z.string()),
  /** web, live (the consultation room's connection), file, sms, ussd, console. */
  channel: z.string(),
  /** An operator's typed reason; null for a doctor (their appointment is the reason). */
  reason: z.nullable(z.string()),
  at: z.string(),
}));
export type AccessEntry = z.infer<typeof accessEntrySchema>;

/** The person's consents (issue 49, ADR 111): the terms' version accepted and the one in force, and marketing. */
export const consentStateSchema = z.lazy(() => z.object({
  acceptedVersion: z.nullable(z.string()),
  acceptedAt: z.nullable(z.string()),
  currentVersion: z.string(),
  marketing: z.boolean(),
}));
export type ConsentState = z.infer<typeof consentStateSchema>;

/** A doctor's withdrawal to mobile money (issue 47, ADR 206). */
export const payoutSchema = z.lazy(() => z.object({
  id,
  status: z.enum(['AWAITING_APPROVAL', 'PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'DECLINED']),
  amount: z.number(),
  currency: z.string(),
  provider: z.enum(['MTN', 'AIRTEL']),
  phone: z.string(),
  message: z.optional(z.nullable(z.string())),
  /** The provider's own transaction id, once paid. */
  providerReference: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
}));
export type Payout = z.infer<typeof payoutSchema>;

/** The doctor's Earnings (issue 47): what completed consultations brought in and what can be withdrawn. */
export const earningsSchema = z.lazy(() => z.object({
  completedConsultations: z.number(),
  /** Sum of the completed consultations' fees. */
  fees: z.number(),
  /** What the platform kept of them (fees - earned). */
  platformFee: z.number(),
  /** What reached the doctor's wallet for them. */
  earned: z.number(),
  withdrawn: z.number(),
  /** On its way out or waiting for an operator's approval. */
  inProgress: z.number(),
  withdrawable: z.number(),
  balance: z.number(),
  currency: z.string(),
  minimum: z.number(),
  perDay: z.number(),
  usedToday: z.number(),
  approvalAbove: z.number(),
  /** The doctor's verified number, where a withdrawal goes unless another verified one is chosen. */
  phone: z.nullable(z.string()),
  recent: z.array(payoutSchema),
}));
export type Earnings = z.infer<typeof earningsSchema>;

/** A top-up or payout an operator looks into (issue 47's Payments view): not simply successful. */
export const paymentProblemSchema = z.lazy(() => z.object({
  kind: z.enum(['top_up', 'payout']),
  id,
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  provider: z.enum(['MTN', 'AIRTEL']),
  phone: z.string(),
  userName: z.string(),
  /** Our reference, which the provider holds (MTN's X-Reference-Id, Airtel's transaction id). */
  reference: z.string(),
  /** The provider's own transaction id, when it gave one. */
  providerReference: z.nullable(z.string()),
  message: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type PaymentProblem = z.infer<typeof paymentProblemSchema>;

export const patientSummarySchema = z.lazy(() => z.object({
  id,
  name: z.string(),
  imageUrl: z.optional(z.nullable(z.string())),
  phone_number: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  appointments: z.number(),
  lastAppointment: z.object({ id: z.string(), status: z.string(), appointment_date: z.string(), appointment_time: z.string() }),
}));
export type PatientSummary = z.infer<typeof patientSummarySchema>;

/** At most this many characters in one consultation message (issue 33). */
export const CONSULT_MESSAGE_MAX = 2_000;
/** Attachments: images and PDFs up to 5 MB. */
export const CONSULT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const CONSULT_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const;
/** The patient may enter the room (and shows as waiting) from this many minutes before the appointment's time. */
export const CONSULT_WAITING_ROOM_MINUTES = 15;

export const consultAttachmentSchema = z.lazy(() => z.object({
  id,
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
}));
export type ConsultAttachment = z.infer<typeof consultAttachmentSchema>;

export const consultMessageSchema = z.lazy(() => z.object({
  id,
  appointmentId: z.string(),
  /** Who wrote it; 'system' for the room's own history lines (calls, phone requests, completion). */
  sender: z.enum(['patient', 'doctor', 'system']),
  senderName: z.string(),
  kind: z.enum(['text', 'file', 'event']),
  /** Plain text, never HTML. For an event, the line the history shows. */
  text: z.string(),
  event: z.optional(z.nullable(z.string())),
  attachment: z.optional(z.nullable(consultAttachmentSchema)),
  createdAt: z.string(),
}));
export type ConsultMessage = z.infer<typeof consultMessageSchema>;

export const iceServerSchema = z.lazy(() => z.object({
  urls: z.array(z.string()),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
}));
export type IceServer = z.infer<typeof iceServerSchema>;

export const consultRoomSchema = z.lazy(() => z.object({
  appointmentId: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  role: z.enum(['patient', 'doctor']),
  appointment_date: z.string(),
  appointment_time: hhmm,
  startsAt: z.string(),
  /** From when the patient may wait in the room and call (CONSULT_WAITING_ROOM_MINUTES before the start). */
  opensAt: z.string(),
  doctor: z.object({ id: z.string(), name: z.string() }),
  /** The patient's phone only in the doctor's view. */
  patient: z.object({ id: z.string(), name: z.string(), phone_number: z.optional(z.string()) }),
  messages: z.array(consultMessageSchema),
  notes: z.optional(z.nullable(z.string())),
  phoneRequest: z.optional(z.nullable(z.enum(['REQUESTED', 'CALLED', 'NOT_REACHED']))),
  otherOnline: z.boolean(),
  patientWaiting: z.boolean(),
  iceServers: z.array(iceServerSchema),
  /** At the doctor's place or online (issue 50 item 6); in person when absent. */
  visitMode: z.optional(visitMode),
  /** The patient's booking note, in the doctor's view. */
  bookingNote: z.optional(z.string()),
}));
export type ConsultRoom = z.infer<typeof consultRoomSchema>;
