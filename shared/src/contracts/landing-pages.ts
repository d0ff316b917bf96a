// Landing pages (issue 44): a district's doctors of one specialty at `/doctors/<district>/<specialty>`, for example
// `/doctors/kampala/dentistry`. The slugs are made from the English names here, so the server (sitemap, the slugs'
// resolution) and the browser (breadcrumbs, the specialties page's links) write the same address.

/** The route in remote-discovery's manifest. */
export const LANDING_ROUTE = '/doctors/:district/:specialty';

/** A name as a slug: lower case ASCII letters and digits joined by single dashes ('Fort Portal' → 'fort-portal'). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The landing page of a district and a specialty, by their names or slugs (the app's path, no language prefix). */
export function landingPath(district: string, specialty: string): string {
  return `/doctors/${slugOf(district)}/${slugOf(specialty)}`;
}

/** A landing page with at least one doctor: the specialties page links to these, the sitemap lists them. */
export interface LandingPair {
  district: string;
  districtSlug: string;
  specialtyId: string;
  specialtySlug: string;
  doctors: number;
}
