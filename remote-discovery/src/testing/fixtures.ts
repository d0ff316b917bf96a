// Test data for this remote's component tests: a few specialties, doctors and places as the server sends them.
import type { Doctor, Place, Specialty } from '@musawo/shared/contracts';

export const cardiology: Specialty = {
  id: 'sp-cardio',
  speciality_name: 'Cardiology',
  image: '/media/specialties/cardiology.webp',
  tags: ['Chest pain', 'Palpitations', 'High blood pressure', 'Shortness of breath', 'Swollen legs'],
};
export const paediatrics: Specialty = {
  id: 'sp-paeds',
  speciality_name: 'Paediatrics',
  image: '/media/specialties/paediatrics.webp',
  tags: ['Fever', 'Cough', 'Vaccination'],
};
const dermatology: Specialty = {
  id: 'sp-derm',
  speciality_name: 'Dermatology',
  image: '/media/specialties/dermatology.webp',
  tags: ['Rash', 'Acne', 'Itching'],
};
export const specialties: Specialty[] = [cardiology, paediatrics, dermatology];

export function makeDoctor(n: number, over: Partial<Doctor> = {}): Doctor {
  return {
    id: `doc-${n}`,
    name: `Dr. Test Doctor ${n}`,
    imageUrl: null,
    speciality: { speciality_name: 'Cardiology', tags: ['Chest pain'] },
    address: { address: 'Kololo, Kampala' },
    experience: 5 + n,
    consultation_fee: 50_000,
    currency: 'UGX',
    rating: 4.5,
    reviews: 3,
    languages: ['English', 'Luganda'],
    availability: [],
    ...over,
  };
}

export const doctors = (count: number, from = 1): Doctor[] => Array.from({ length: count }, (_, i) => makeDoctor(from + i));

export const kampala: Place = { id: 'pl-kampala', name: 'Kampala', description: 'Kampala, Uganda', lat: 0.3476, lng: 32.5825 };
export const kasese: Place = { id: 'pl-kasese', name: 'Kasese', description: 'Kasese, Uganda', lat: 0.1833, lng: 30.0833 };

/** A matchMedia that answers prefers-reduced-motion as asked; restore window.matchMedia after the test. */
export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
