import type { AnyProcedure } from '../../rpc/procedure';
import { health } from './health';

export const systemProcedures: readonly AnyProcedure[] = [health];
