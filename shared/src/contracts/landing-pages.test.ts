import { landingPath, slugOf } from './landing-pages';

describe('landing page slugs', () => {
  it('are lower case ASCII words joined by dashes', () => {
    expect(slugOf('Fort Portal')).toBe('fort-portal');
    expect(slugOf('Ear, Nose & Throat (ENT)')).toBe('ear-nose-and-throat-ent');
    expect(slugOf('Obstétrique  ')).toBe('obstetrique');
    expect(slugOf('</script>"')).toBe('script');
    expect(landingPath('Kampala', 'Dentistry')).toBe('/doctors/kampala/dentistry');
  });
});
