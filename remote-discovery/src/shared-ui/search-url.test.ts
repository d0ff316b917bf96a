import { cardiology } from '../testing/fixtures';
import { EMPTY_LOCATION, parseLocation, parseSpecialty, parseSymptoms, searchResultsHref } from './search-url';

describe('the /search-results URL', () => {
  it('carries location and specialty as JSON and symptoms joined by commas, and reads them back', () => {
    const href = searchResultsHref({ location: { address: 'Kampala, Uganda', lat: 0.35, lng: 32.58 }, specialty: cardiology, symptoms: ['Fever', 'Cough'] });
    const params = new URL(href, 'http://x').searchParams;
    expect(new URL(href, 'http://x').pathname).toBe('/search-results');
    expect(JSON.parse(params.get('location')!)).toEqual({ address: 'Kampala, Uganda', lat: 0.35, lng: 32.58 });
    expect(JSON.parse(params.get('specialty')!)).toEqual(cardiology);
    expect(params.get('symptoms')).toBe('Fever,Cough');
    expect(parseLocation(params.get('location'))).toEqual({ address: 'Kampala, Uganda', lat: 0.35, lng: 32.58 });
    expect(parseSpecialty(params.get('specialty'))).toEqual(cardiology);
    expect(parseSymptoms(params.get('symptoms'))).toEqual(['Fever', 'Cough']);
  });

  it('reads the place as typed, as the home search sends it before the scripts (ADR 336)', () => {
    expect(parseLocation(' Ntinda, Kampala ')).toEqual({ address: 'Ntinda, Kampala', lat: '', lng: '' });
    expect(parseLocation('   ')).toEqual(EMPTY_LOCATION);
    expect(parseLocation('x'.repeat(5000)).address).toHaveLength(200);
  });

  it('reads a hand-edited or broken link without throwing', () => {
    expect(parseLocation('{not json')).toEqual(EMPTY_LOCATION);
    expect(parseLocation(JSON.stringify({ address: ' Gulu ', lat: '2.77', lng: 'x' }))).toEqual({ address: 'Gulu', lat: 2.77, lng: '' });
    expect(parseSpecialty('[]')).toBeNull();
    expect(parseSpecialty(JSON.stringify({ speciality_name: 'ENT' }))).toEqual({ id: '', speciality_name: 'ENT', image: '', tags: [] });
    expect(parseSymptoms(' Fever , ,fever,Cough ')).toEqual(['Fever', 'Cough']);
    expect(parseSymptoms(null)).toEqual([]);
  });
});
