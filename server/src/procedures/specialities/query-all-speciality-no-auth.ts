import { listSpecialties } from '../../directory/specialties-repo';
import { defineProcedure } from '../../rpc/procedure';

/** Every specialty with its image and symptom tags (home strip, /specialties, the find-doctor wizard). */
export const queryAllSpecialityNoAuth = defineProcedure('Specialities', 'queryAllSpecialityNoAuth', {
  async handler({ ctx }) {
    return { success: true, results: await listSpecialties(ctx.db) };
  },
});
