import { earlyReadLinks, earlyReadUrl, pageLinks, parseStartList } from './page-preloads';

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
