import type { AnyProcedure } from '../../rpc/procedure';
import { operatorActivity } from './activity';
import { operatorSignIn } from './sign-in';

export const operatorProcedures: readonly AnyProcedure[] = [operatorSignIn, operatorActivity];
