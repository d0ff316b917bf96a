// Row types of every table, as Kysely sees them. Rows stay inside repositories; handlers get domain objects.
// Conventions (DESIGN §5): ids are text, timestamps UTC ISO text, flags integer 0/1, money integer UGX.
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  /** 'operator' since migration 012 (ADR 107): only the operator command creates one. */
  user_type: 'patient' | 'doctor' | 'operator';
  name: string;
  /** Lower case; unique. */
  email: string;
  /** E.164; unique. */
  phone_number: string;
  password_hash: string;
  date_of_birth: string | null;
  gender: string | null;
  address: string | null;
  image_url: string | null;
  currency: string;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  notify_sms: Generated<number>;
  notify_email: Generated<number>;
  /** Marketing messages: off until the person turns them on (migration 016, ADR 111). */
  notify_marketing: Generated<number>;
  /** 'en', 'lg' or 'sw' (migration 009). */
  language: Generated<string>;
  /** The optional patientId the sign-up form may carry (an id from another system). */
  external_patient_id: string | null;
  /** Access tokens issued before this instant are refused (set by a password reset). */
  tokens_valid_after: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Minimal doctor fields the foundation needs; the directory service extends this table. */
interface DoctorProfilesTable {
  user_id: string;
  specialty_name: string | null;
  city: string | null;
  consultation_fee: Generated<number>;
  experience_years: Generated<number>;
  /** JSON array of language names. */
  languages: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Directory (003): a doctor is listed once they have a specialty. */
  specialty_id: Generated<string | null>;
  lat: Generated<number | null>;
  lng: Generated<number | null>;
  rating_sum: Generated<number>;
  review_count: Generated<number>;
  /** Average of the reviews, 0 while there are none (shown as 'New'). */
  rating: Generated<number>;
  /** 'in_person', 'online' or 'both' (migration 010). */
  visit_modes: Generated<DoctorVisitModesColumn>;
  /** Set while an operator has the doctor suspended (migration 015, ADR 208): in no listing, no booking, no sign-in. */
  suspended_at: Generated<string | null>;
  suspension_reason: Generated<string | null>;
  /** UMDPC registration number and practising licence expiry, yyyy-MM-dd (migration 014, ADR 209). */
  umdpc_number: Generated<string | null>;
  licence_expires_on: Generated<string | null>;
  /** 1 for the seed's made-up numbers (shown as demo data). */
  licence_demo: Generated<number>;
  /** The last licence-expiry warning sent (30, then 7 days before); null since the licence was set. */
  licence_warned_days: Generated<number | null>;
  /** Why the doctor is not in the directory: 'awaiting-availability' or 'licence-expired'; null when listed. */
  unlisted_reason: Generated<UnlistedReason | null>;
}

export type UnlistedReason = 'awaiting-availability' | 'licence-expired';

/** A copy of a practising licence uploaded for an application (migration 014); the bytes are in a FileStore. */
interface LicenceCopiesTable {
  id: string;
  storage_key: string;
  content_type: string;
  size: number;
  application_id: string | null;
  created_at: string;
}

/** A doctor's application and the operator's decision on it (migration 014, ADR 209). */
interface DoctorApplicationsTable {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  name: string;
  email: string;
  phone_number: string;
  specialty_id: string;
  district: string;
  facility: string;
  umdpc_number: string;
  licence_expires_on: string;
  licence_copy_id: string;
  language: Generated<string>;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  reject_reason: string | null;
  doctor_id: string | null;
}

export type DoctorVisitModesColumn = 'in_person' | 'online' | 'both';

interface SpecialtiesTable {
  id: string;
  name: string;
  /** A URL path, e.g. /media/specialties/cardiology.svg. */
  image: string;
  position: Generated<number>;
  created_at: string;
}

interface SpecialtyTagsTable {
  specialty_id: string;
  tag: string;
  position: Generated<number>;
}

interface ReviewsTable {
  id: string;
  doctor_id: string;
  patient_id: string | null;
  appointment_id: string | null;
  /** For reviews without an account behind them (imported clinic feedback). */
  reviewer_name: string | null;
  rating: number;
  review_text: string;
  created_at: string;
  /** Hidden by an operator (migration 015, ADR 208): on no doctor page, in no rating, until restored. */
  hidden_at: Generated<string | null>;
  hidden_reason: Generated<string | null>;
}

interface HealthTipsTable {
  id: string;
  title: string;
  description: string;
  category: string;
  content_type: 'image' | 'video' | 'other';
  cover_image: string | null;
  content_url: string | null;
  created_at: string;
  updated_at: string;
}

interface HealthTipSectionsTable {
  tip_id: string;
  position: number;
  title: string | null;
  content: string;
}

interface DoctorAvailabilityTable {
  id: string;
  doctor_id: string;
  day: string;
  /** JSON array of {id, start, end} with HH:MM times. */
  slots: string;
  created_at: string;
  updated_at: string;
}

interface OutboxMessagesTable {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every rotation of one sign-in shares a family; reuse of a spent token revokes the family. */
  family_id: string;
  /** sha256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  device_id: string | null;
  device_name: string | null;
  device_type: string | null;
  device_os: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

interface OtpCodesTable {
  id: string;
  /** E.164 phone or lower-case email. */
  target: string;
  channel: 'sms' | 'email';
  /** HMAC of the code; a 4-digit code in clear would be one table read away from every account. */
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  verified_at: string | null;
  consumed_at: string | null;
}

interface PasswordResetsTable {
  jti: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** 004: a wallet, the platform's escrow or the mobile-money clearing account. */
interface LedgerAccountsTable {
  id: string;
  kind: 'user_wallet' | 'platform_escrow' | 'external_clearing';
  user_id: string | null;
  currency: string;
  balance: number;
  created_at: string;
  updated_at: string;
}

interface LedgerPostingsTable {
  id: string;
  idempotency_key: string;
  kind: string;
  amount: number;
  related_type: string | null;
  related_id: string | null;
  created_at: string;
}

interface LedgerEntriesTable {
  id: string;
  posting_id: string;
  account_id: string;
  /** Signed UGX: credit > 0, debit < 0. */
  amount: number;
  balance_before: number;
  balance_after: number;
  created_at: string;
}

interface TransactionsTable {
  id: string;
  reference_number: string;
  user_id: string;
  transaction_type: 'credit' | 'debit';
  amount: number;
  currency: string;
  status: string;
  payment_method: string;
  object_type: string | null;
  related_object_id: string | null;
  description: string | null;
  balance_before: number;
  balance_after: number;
  posting_id: string | null;
  created_at: string;
  updated_at: string;
}

export type AppointmentStatusColumn = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'COMPLETED';

export interface AppointmentsTable {
  id: string;
  patient_id: string;
  doctor_id: string;
  status: AppointmentStatusColumn;
  local_date: string;
  local_time: string;
  starts_at: string;
  ends_at: string;
  note: string;
  fee: number;
  currency: string;
  /** 'in_person' or 'online' (migration 010). */
  visit_mode: Generated<'in_person' | 'online'>;
  accept_instructions: string | null;
  reject_reason: string | null;
  cancellation_reason: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface TopUpsTable {
  id: string;
  user_id: string;
  transaction_id: string;
  amount: number;
  currency: string;
  provider: 'MTN' | 'AIRTEL';
  phone: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED' | 'EXPIRED';
  provider_state: 'NEW' | 'REQUESTED';
  provider_transaction_id: string | null;
  message: string | null;
  idempotency_key: string | null;
  attempts: Generated<number>;
  next_check_at: string;
  requested_at: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A doctor's withdrawal to mobile money (migration 013, ADR 206). */
export interface PayoutsTable {
  id: string;
  user_id: string;
  transaction_id: string;
  amount: number;
  currency: string;
  provider: 'MTN' | 'AIRTEL';
  phone: string;
  status: 'AWAITING_APPROVAL' | 'PENDING' | 'SUCCESS' | 'FAILED' | 'EXPIRED' | 'DECLINED';
  provider_state: 'UNSENT' | 'SENT';
  provider_transaction_id: string | null;
  message: string | null;
  idempotency_key: string;
  local_date: string;
  attempts: Generated<number>;
  next_check_at: string;
  requested_at: string | null;
  completed_at: string | null;
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** An operator's sign-in (its refresh-token family) and when it was last used (migration 012, ADR 107). */
interface OperatorSessionsTable {
  family_id: string;
  user_id: string;
  last_seen_at: string;
  created_at: string;
}

/** Every operator action: who, what, when, why (migration 012). Append only. */
interface OperatorActionsTable {
  id: string;
  operator_id: string;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  reason: string | null;
  created_at: string;
}

/** A mobile money number an account may top up from, besides its own verified phone (joined with a texted code). */
interface TopUpPhonesTable {
  user_id: string;
  phone: string;
  verified_at: string;
}

interface JobsTable {
  id: string;
  kind: string;
  payload: string;
  status: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
  run_at: string;
  attempts: Generated<number>;
  locked_until: string | null;
  last_error: string | null;
  dedupe_key: string | null;
  created_at: string;
  updated_at: string;
}

/** Browser reports of remote loads and failures (issue 28); no personal data. */
interface RemoteReportsTable {
  id: string;
  app: string;
  version: string;
  phase: 'load' | 'render';
  ok: number;
  error: string | null;
  at: string;
}

/** The release registry (migration 019, ADR 306): one row per deployment, locked by every change. */
interface DeployRegistryTable {
  deployment: string;
  revision: number;
  changed_at: string;
}

interface DeployLiveTable {
  deployment: string;
  app: string;
  version: string;
  shared_major: number;
  /** The remote's registry entry (JSON); null for the shell. */
  entry: string | null;
  position: number;
}

interface DeployCanariesTable {
  deployment: string;
  app: string;
  version: string;
  entry: string;
  percent: number;
  since: string | null;
  position: number;
}

interface DeployHistoryTable {
  deployment: string;
  seq: number;
  app: string;
  version: string;
  action: string;
  detail: string | null;
  at: string;
}

interface ConsultRoomsTable {
  appointment_id: string;
  notes: string | null;
  phone_request: 'REQUESTED' | 'CALLED' | 'NOT_REACHED' | null;
  patient_seen_at: string | null;
  doctor_seen_at: string | null;
  /** The connection that last wrote `*_seen_at` (migration 018). */
  patient_seen_by: string | null;
  doctor_seen_by: string | null;
  created_at: string;
  updated_at: string;
}

interface ConsultAttachmentsTable {
  id: string;
  appointment_id: string;
  uploader_id: string;
  storage_key: string;
  content_type: string;
  size: number;
  file_name: string;
  created_at: string;
}

interface ConsultMessagesTable {
  id: string;
  appointment_id: string;
  sender_id: string | null;
  kind: 'text' | 'file' | 'event';
  body: string;
  event: string | null;
  attachment_id: string | null;
  created_at: string;
}

interface ConsultReadsTable {
  appointment_id: string;
  user_id: string;
  last_read_at: string | null;
  notified_at: string | null;
}

/** A USSD menu session (migration 011, ADR 204). */
interface UssdSessionsTable {
  session_id: string;
  phone_number: string;
  last_text: string;
  last_answer: string;
  state: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/** An account's USSD PIN (migration 011, ADR 204): hashed like a password; 5 wrong lock USSD actions 30 minutes. */
interface UssdPinsTable {
  user_id: string;
  pin_hash: string;
  failures: Generated<number>;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

/** A USSD booking waiting for its top-up, finished by SMS once the top-up settles (migration 017, ADR 204). */
interface BookingsAfterTopUpTable {
  top_up_id: string;
  patient_id: string;
  doctor_id: string;
  local_date: string;
  local_time: string;
  language: string;
  status: Generated<string>;
  appointment_id: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A patient's confirmation of an accepted visit by SMS reply (migration 011, ADR 205). */
interface AppointmentConfirmationsTable {
  appointment_id: string;
  confirmed_at: string;
  channel: string;
}

/** Every read and write of a patient's clinical data by someone else (migration 016, ADR 109). Append only. */
interface AccessRecordTable {
  seq: number;
  patient_id: string;
  actor_id: string;
  actor_role: 'doctor' | 'operator';
  actor_name: string;
  action: 'read' | 'write';
  data: string;
  appointment_id: string | null;
  subject_id: string | null;
  channel: string;
  reason: string;
  created_at: string;
  prev_hash: string;
  hash: string;
}

/** Consents as a history (migration 016, ADR 111): the terms' version accepted, marketing on or off. */
interface ConsentsTable {
  id: string;
  user_id: string;
  kind: 'terms' | 'marketing';
  version: string;
  channel: string;
  created_at: string;
}

/** A "Download my data" link (migration 016, ADR 111). */
interface DataExportsTable {
  id: string;
  user_id: string;
  token_hash: string;
  storage_key: string;
  size: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A "Delete my account" request (migration 016, ADR 110). */
interface AccountDeletionsTable {
  user_id: string;
  pseudonym: string;
  requested_at: string;
  due_at: string;
  done_at: string | null;
}

export interface Database {
  access_record: AccessRecordTable;
  consents: ConsentsTable;
  data_exports: DataExportsTable;
  account_deletions: AccountDeletionsTable;
  users: UsersTable;
  doctor_profiles: DoctorProfilesTable;
  doctor_availability: DoctorAvailabilityTable;
  outbox_messages: OutboxMessagesTable;
  refresh_tokens: RefreshTokensTable;
  otp_codes: OtpCodesTable;
  password_resets: PasswordResetsTable;
  specialties: SpecialtiesTable;
  specialty_tags: SpecialtyTagsTable;
  reviews: ReviewsTable;
  health_tips: HealthTipsTable;
  health_tip_sections: HealthTipSectionsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_postings: LedgerPostingsTable;
  ledger_entries: LedgerEntriesTable;
  transactions: TransactionsTable;
  appointments: AppointmentsTable;
  top_ups: TopUpsTable;
  top_up_phones: TopUpPhonesTable;
  operator_sessions: OperatorSessionsTable;
  operator_actions: OperatorActionsTable;
  licence_copies: LicenceCopiesTable;
  doctor_applications: DoctorApplicationsTable;
  payouts: PayoutsTable;
  jobs: JobsTable;
  remote_reports: RemoteReportsTable;
  deploy_registry: DeployRegistryTable;
  deploy_live: DeployLiveTable;
  deploy_canaries: DeployCanariesTable;
  deploy_history: DeployHistoryTable;
  consult_rooms: ConsultRoomsTable;
  consult_attachments: ConsultAttachmentsTable;
  consult_messages: ConsultMessagesTable;
  consult_reads: ConsultReadsTable;
  ussd_sessions: UssdSessionsTable;
  ussd_pins: UssdPinsTable;
  appointment_confirmations: AppointmentConfirmationsTable;
  bookings_after_top_up: BookingsAfterTopUpTable;
}
