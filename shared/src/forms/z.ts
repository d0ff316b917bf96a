// The part of zod/mini the forms' schemas are written with, through the facade: the apps take zod from the shell's copy
// (the contracts' own) instead of bundling one each.
export { custom, enum, literal, maxLength, minLength, object, pipe, refine, string, trim, union } from 'zod/mini';
export type { input, output } from 'zod/mini';
