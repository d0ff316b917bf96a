// page/limit arrive as numbers or strings (spec §7: "page string, limit string"); both mean the same.
import { badInput } from '../errors';

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

const MAX_PAGE = 100_000;

function whole(value: number | string | undefined, field: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < 1) throw badInput(`${field} must be a whole number of at least 1.`, field);
  if (n > max) throw badInput(`${field} can be at most ${max}.`, field);
  return n;
}

export function parsePaging(page: number | string | undefined, limit: number | string | undefined, options: { defaultLimit: number; maxLimit: number; prefix?: string }): Paging {
  const p = whole(page, `${options.prefix ?? ''}page`, 1, MAX_PAGE);
  const l = whole(limit, `${options.prefix ?? ''}limit`, options.defaultLimit, options.maxLimit);
  return { page: p, limit: l, offset: (p - 1) * l };
}

/** 'createdAt:asc' asks for oldest first; anything else about createdAt (or nothing) is newest first. */
export function newestFirst(sortBy: string | undefined): boolean {
  return !/:\s*asc$/i.test((sortBy ?? '').trim());
}
