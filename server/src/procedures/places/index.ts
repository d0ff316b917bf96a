import type { AnyProcedure } from '../../rpc/procedure';
import { autocomplete } from './autocomplete';
import { geocode } from './geocode';

export const placesProcedures: readonly AnyProcedure[] = [autocomplete, geocode];
