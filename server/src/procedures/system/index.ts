import type { AnyProcedure } from '../../rpc/procedure';
import { health } from './health';
import { reportRemoteLoads } from './report-remote-loads';

export const systemProcedures: readonly AnyProcedure[] = [health, reportRemoteLoads];
