// Business constants of the product spec (§9) and the design's product constants.
export const SUPPORT_PHONE = '+256 800 100 100';
export const SUPPORT_EMAIL = 'care@musawo.ug';
export const API_BASE_DEFAULT = '/api/v1';

export const SEARCH_PAGE_SIZE = 10;
export const FEATURED_DOCTORS_LIMIT = 8;
export const FEATURED_SCROLL_PX_PER_FRAME = 0.4;
export const SPECIALTIES_STRIP_CARDS = 12;
export const SPECIALTY_TAGS_SHOWN = 4;
export const SPECIALTIES_SCROLL_PX_PER_FRAME = 0.5;

export const RATING_FILTER = { min: 0, max: 5, step: 0.5, default: 0 } as const;
export const PRICE_FILTER = { min: 0, max: 100_000, step: 5_000, currency: 'UGX' } as const;

export const PLACE_AUTOCOMPLETE_DEBOUNCE_MS = 200;
export const TIME_SLOT_STEP_MINUTES = 30;
export const CONSULTATION_MINUTES = 30;
export const APPOINTMENT_DATE_HOUR = 12;
/** How far ahead a visit can be booked (the server refuses later dates; the booking page may say so). */
export const BOOKING_HORIZON_DAYS = 90;
/** The Help page's rule: an appointment can be moved up to this many hours before it starts, not later. */
export const RESCHEDULE_NOTICE_HOURS = 24;
/** The same rule for cancelling an accepted visit (a pending one can be cancelled until it starts): full refund. */
export const CANCEL_NOTICE_HOURS = 24;

export const REVIEWS_PAGE = { page: 1, limit: 10, sortBy: 'createdAt' } as const;
export const APPOINTMENTS_PAGE_SIZE = 10;
export const TRANSACTIONS_PAGE_SIZE = 5;
export const ARTICLES = { fetchLimit: 100, shownAtFirst: 6, loadMoreStep: 6 } as const;

export const OTP_LENGTH = 4;
export const LOGIN_PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_DIGITS = 15;
export const DEFAULT_COUNTRY = 'UG';
export const MINIMUM_AGE = 18;
export const BIRTH_YEAR_CHOICES = 83;

/** DESIGN §7: one rule wherever a password is set; reset also needs the five-part strength rule. */
export const PASSWORD_MIN_LENGTH = 8;

export const DEFAULT_SLOT = { start: '09:00', end: '17:00' } as const;
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const DEFAULT_CURRENCY = 'UGX';

export const STORAGE_KEYS = { tokens: 'tokens', user: 'user', bookingIntent: 'bookingIntent', deviceId: 'deviceId' } as const;

export const QUERY_DEFAULTS = {
  retries: 3,
  retryBaseMs: 1_000,
  retryCapMs: 30_000,
  cacheMs: 5 * 60_000,
  profileStaleMs: 60_000,
  profileRefetchMs: 5 * 60_000,
} as const;

export const TOAST_DURATION_MS = 4_500;
export const TOASTS_VISIBLE_MAX = 3;

/** DESIGN §7: the client has a request timeout instead of none. */
export const REQUEST_TIMEOUT_MS = 30_000;

export const WALLET_TOP_UP = { min: 1_000, max: 5_000_000 } as const;
/** Doctors' withdrawals (issue 47, ADR 206): the smallest amount and how many a day (Kampala days). */
export const PAYOUT_LIMITS = { min: 5_000, perDay: 3 } as const;

export const BUSINESS_HOURS = { weekdays: 'Mon-Fri 9:00-6:00', saturday: 'Sat 10:00-4:00' } as const;

/** The privacy notice and terms in force (issue 49, ADR 111): a person who accepted an older one is asked again. */
export const TERMS_VERSION = '2026-11';
/** "Download my data": the link works once and expires after this long. */
export const DATA_EXPORT_LINK_MINUTES = 60;
/** "Delete my account": personal data is erased or anonymised within this many days. */
export const ACCOUNT_ERASURE_DAYS = 7;
