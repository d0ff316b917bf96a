export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
