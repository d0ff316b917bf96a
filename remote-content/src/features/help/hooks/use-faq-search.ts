import { useMemo } from 'react';
import type { FaqItem } from '../components/faq-content';

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'");

/** Every word of the query must appear somewhere in the question or answer ("cancel fee" finds the refund answer). */
function filterFaq(items: readonly FaqItem[], query: string): readonly FaqItem[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const text = normalise([item.question, ...item.answer, ...(item.steps ?? [])].join(' '));
    return words.every((w) => text.includes(w));
  });
}

export function useFaqSearch(items: readonly FaqItem[], query: string) {
  return useMemo(() => filterFaq(items, query), [items, query]);
}
