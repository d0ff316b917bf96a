import { QueryClient } from '@musawo/shared/query';
import { createFakeGateway } from '@musawo/shared/testing';
import { prefetch } from './app';
import { doctorQuery } from './features/doctor-profile/api/use-doctor';
import { makeDoctor } from './testing/fixtures';

describe('the booking remote prefetch (ADR 010)', () => {
  it('asks for the doctor of /doctor/:id under the key the page reads, once', async () => {
    const doctor = makeDoctor();
    const gateway = createFakeGateway({ doctor: { getDoctor: async () => ({ results: doctor }) as never } });
    const queryClient = new QueryClient();
    prefetch({ pathname: `/doctor/${doctor.id}`, queryClient, gateway });
    prefetch({ pathname: `/doctor/${doctor.id}`, queryClient, gateway });
    await queryClient.getQueryCache().find({ queryKey: doctorQuery(gateway, doctor.id).queryKey })?.promise;
    expect(queryClient.getQueryData(doctorQuery(gateway, doctor.id).queryKey)).toEqual(doctor);
    expect(gateway.callsTo('doctor', 'getDoctor')).toEqual([{ doctorId: doctor.id, currency: 'UGX' }]);
  });

  it('starts nothing for another path', () => {
    const gateway = createFakeGateway();
    const queryClient = new QueryClient();
    prefetch({ pathname: '/doctor', queryClient, gateway });
    prefetch({ pathname: '/doctor/1/reviews', queryClient, gateway });
    expect(gateway.calls).toEqual([]);
  });
});
