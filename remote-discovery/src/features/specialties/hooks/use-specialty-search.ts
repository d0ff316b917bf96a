import { useSearchParams } from '@musawo/shared/router';
import type { Specialty } from '@musawo/shared/contracts';

/** Letters and digits only, one space apart, lower case, with a space at each end: ' maumivu ya jino '. */
const spaced = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}’']+/gu, ' ').trim()} `;

/**
 * Spec §2.6: case-insensitive, by specialty name or any of its tags, and (issue 50) by its words in every language.
 * Where the text is a whole word of some specialties ("meno", teeth in Kiswahili), only those are shown; otherwise
 * any specialty with the text inside a word ("card" while typing "cardiology").
 */
export function filterSpecialties(list: readonly Specialty[], query: string): Specialty[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  const words = (s: Specialty) => [s.speciality_name, ...s.tags, ...(s.searchWords ?? [])].map((w) => w.toLowerCase());
  const asWord = spaced(q);
  const whole = list.filter((s) => words(s).some((w) => spaced(w).includes(asWord)));
  return whole.length > 0 ? whole : list.filter((s) => words(s).some((w) => w.includes(q)));
}

/** The search text lives in the URL (?q=) so a reload or Back keeps it; typing replaces, not pushes. */
export function useSpecialtySearch(): [string, (q: string) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const setQuery = (q: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  return [query, setQuery];
}
