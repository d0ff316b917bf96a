import { GET_READS, parseRpcGetUrl, rpcGetUrl } from './get-reads';

describe('GET form of public reads (ADR 011)', () => {
  it('lists only public reads of the catalogue', () => {
    expect([...GET_READS]).toEqual(['doctor/getDoctor']);
  });

  it('writes the fields in name order, so the preload hint and the fetch are the same URL', () => {
    const a = rpcGetUrl('/api/v1', 'doctor', 'getDoctor', { doctorId: 'd 1/x', currency: 'UGX' });
    const b = rpcGetUrl('/api/v1/', 'doctor', 'getDoctor', { currency: 'UGX', doctorId: 'd 1/x', unused: undefined });
    expect(a).toBe('/api/v1/doctor/getDoctor?currency=UGX&doctorId=d+1%2Fx');
    expect(b).toBe(a);
  });

  it('refuses calls that cannot go as a GET', () => {
    expect(rpcGetUrl('/api/v1', 'auth', 'login', {})).toBeUndefined();
    expect(rpcGetUrl('/api/v1', 'doctor', 'getDoctor', { doctorId: 42 })).toBeUndefined();
    expect(rpcGetUrl('/api/v1', 'doctor', 'getDoctor', { __proto__x: 'a' })).toBeUndefined();
  });

  it('reads a GET URL back into the call it names', () => {
    const url = new URL(`http://host${rpcGetUrl('/api/v1', 'doctor', 'getDoctor', { doctorId: 'd 1/x', currency: 'UGX' })}`);
    expect(parseRpcGetUrl(url, '/api/v1')).toEqual({ service: 'doctor', action: 'getDoctor', input: { currency: 'UGX', doctorId: 'd 1/x' } });
  });

  it.each([
    ['another path', 'http://host/api/v2/doctor/getDoctor?doctorId=1'],
    ['an action without a GET form', 'http://host/api/v1/auth/getUserProfile'],
    ['a repeated field', 'http://host/api/v1/doctor/getDoctor?doctorId=1&doctorId=2'],
    ['an odd field name', 'http://host/api/v1/doctor/getDoctor?__proto__=1'],
    ['extra path segments', 'http://host/api/v1/doctor/getDoctor/more'],
  ])('answers undefined for %s', (_what, url) => {
    expect(parseRpcGetUrl(new URL(url), '/api/v1')).toBeUndefined();
  });
});
