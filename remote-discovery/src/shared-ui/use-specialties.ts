import { useQuery } from '@musawo/shared/query';
import { useGateway, useLanguage } from '@musawo/shared/react';
import type { Language, Specialty } from '@musawo/shared/contracts';
import type { Gateway } from '@musawo/shared/runtime';

/** Spec §7: the list is cached as ALL_SPECIALTIES; one key for the whole remote so every screen shares it. */
const SPECIALTIES_QUERY_KEY = ['specialties'] as const;

/** Specialties change rarely: keep them fresh for the whole 5-minute cache instead of refetching per screen. */
const SPECIALTIES_STALE_MS = 5 * 60_000;

/**
 * A specialty as a reader of `lang` sees it (issue 50): its name and tags in that language where the directory has
 * them. The English ones join its search words, so an English word still finds it.
 */
function inLanguage(s: Specialty, lang: Language): Specialty {
  const name = lang === 'en' ? undefined : s.names?.[lang];
  const tags = lang === 'en' ? undefined : s.localTags?.[lang];
  if (name === undefined && tags === undefined) return s;
  return { ...s, speciality_name: name ?? s.speciality_name, tags: tags ?? s.tags, searchWords: [...(s.searchWords ?? []), s.speciality_name.toLowerCase(), ...s.tags.map((t) => t.toLowerCase())] };
}

/** The specialties query, shared by the pages' hook and the remote's prefetch (same key, same call). */
export function specialtiesQuery(gateway: Gateway) {
  return {
    queryKey: SPECIALTIES_QUERY_KEY,
    queryFn: async (): Promise<Specialty[]> => (await gateway.call('Specialities', 'queryAllSpecialityNoAuth', {})).results,
    staleTime: SPECIALTIES_STALE_MS,
  };
}

export function useSpecialties() {
  const gateway = useGateway();
  const lang = useLanguage();
  return useQuery({
    ...specialtiesQuery(gateway),
    select: (list) => list.map((s) => inLanguage(s, lang)),
  });
}
