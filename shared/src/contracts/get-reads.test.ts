import { earlyReadLinks, earlyReadUrl, GET_READS, pageLinks, parseRpcGetUrl, parseStartList, rpcGetUrl } from './get-reads';

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

  describe('page preload hints (musawo-start.json)', () => {
    const read = { route: '/doctor/:id', service: 'doctor', action: 'getDoctor', input: { doctorId: ':id', currency: 'UGX' } };

    it('reads a start list, leaving out what is malformed or leaves the folder', () => {
      const list = parseStartList({
        files: ['182.ab.js', '../../evil.js', 'a/b.js', 'x.css', 7],
        early: [read, { route: '/x', service: 'doctor', action: 'getDoctor', input: { doctorId: 7 } }, null, 'read'],
      });
      expect(list).toEqual({ files: ['182.ab.js'], early: [read] });
      expect(parseStartList(null)).toEqual({ files: [], early: [] });
      expect(parseStartList({ files: 'a.js', early: {} })).toEqual({ files: [], early: [] });
    });

    it('fills an early read from the path its route matches, and only then', () => {
      expect(earlyReadUrl('/api/v1', read, '/doctor/a%20b')).toBe('/api/v1/doctor/getDoctor?currency=UGX&doctorId=a+b');
      expect(earlyReadUrl('/api/v1', read, '/doctor/1/reviews')).toBeUndefined();
      expect(earlyReadUrl('/api/v1', { ...read, input: { doctorId: ':slug' } }, '/doctor/1')).toBeUndefined();
      expect(earlyReadUrl('/api/v1', { ...read, service: 'auth', action: 'getUserProfile', input: {} }, '/doctor/1')).toBeUndefined();
    });

    it('names the reads first, then the entry and the start files at low priority', () => {
      expect(earlyReadLinks('/api/v1', { files: ['1.js'], early: [read] }, '/doctor/7')).toEqual(['</api/v1/doctor/getDoctor?currency=UGX&doctorId=7>; rel=preload; as=fetch; crossorigin=anonymous']);
      expect(earlyReadLinks('/api/v1', { files: [], early: [read] }, '/about')).toEqual([]);
      const remote = { name: 'booking', version: '1.3.0', entry: '/remotes/booking/1.3.0/remoteEntry.js?v=dd' };
      expect(pageLinks('/api/v1', remote, { files: ['1.js'], early: [read] }, '/doctor/7')).toBe(
        '</api/v1/doctor/getDoctor?currency=UGX&doctorId=7>; rel=preload; as=fetch; crossorigin=anonymous, </remotes/booking/1.3.0/remoteEntry.js?v=dd>; rel=preload; as=script; fetchpriority=low, </remotes/booking/1.3.0/1.js>; rel=preload; as=script; fetchpriority=low',
      );
      // A remote served from elsewhere (a development server): nothing to name.
      expect(pageLinks('/api/v1', { ...remote, entry: 'http://localhost:3002/remoteEntry.js' }, { files: [], early: [read] }, '/doctor/7')).toBeUndefined();
    });
  });
});

