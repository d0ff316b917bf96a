import { useSearchParams } from '@musawo/shared/router';
import type { Specialty } from '@musawo/shared/contracts';

/** Spec §2.6: case-insensitive, by specialty name or any of its tags. */
export function filterSpecialties(list: readonly Specialty[], query: string): Specialty[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((s) => s.speciality_name.toLowerCase().includes(q) || s.tags.some((t) => t.toLowerCase().includes(q)));
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
