/**
 * Shown when a doctor has no photo (spec §2.3). An inline data URI: no extra request on 3G, nothing to
 * bundle as a file, and it can never 404.
 */
export const DOCTOR_PLACEHOLDER_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#CCFBF1"/>' +
    '<circle cx="40" cy="31" r="14" fill="#0F766E"/><path d="M14 76c2-15 13-23 26-23s24 8 26 23z" fill="#0F766E"/></svg>',
)}`;
