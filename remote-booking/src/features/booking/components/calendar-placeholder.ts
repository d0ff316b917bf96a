/** The calendar's height while its chunk downloads, matching date-picker.tsx, so the page does not jump. */
export const CALENDAR_HEIGHT_PLACEHOLDER = '360px';
