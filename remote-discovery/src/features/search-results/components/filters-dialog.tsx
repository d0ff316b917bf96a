import { useRef, useState } from 'react';
import styled from 'styled-components';
import { formatAmount, PRICE_FILTER, RATING_FILTER } from '@musawo/shared/contracts';
import { Button, Dialog } from '@musawo/shared/react';
import { PlaceAutocomplete } from '../../../shared-ui/components/place-autocomplete';
import { SpecialtyPicker } from '../../../shared-ui/components/specialty-picker';
import { TagInput } from '../../../shared-ui/components/tag-input';
import { FULL_PRICE_RANGE, type FilterValues } from '../hooks/use-search-state';
import { RangeField } from './range-field';

const ratingText = (r: number) => (r === 0 ? 'Any rating' : `${r} stars & up`);
const priceText = (amount: number) =>
  amount >= PRICE_FILTER.max ? `${formatAmount(amount, PRICE_FILTER.currency)}+` : formatAmount(amount, PRICE_FILTER.currency);

/** Spec §5: moving one end past the other stops at the other (min ≤ max). */
function withMinPrice([, max]: [number, number], min: number): [number, number] {
  return [Math.min(min, max), max];
}
function withMaxPrice([min]: [number, number], max: number): [number, number] {
  return [min, Math.max(max, min)];
}

export interface FiltersDialogProps {
  onClose: () => void;
  initial: FilterValues;
  onApply: (filters: FilterValues) => void;
}

/**
 * Spec §2.5 "Advanced Filters". Changes are a draft until Done, so dragging a slider does not fire a search
 * per step on 3G; closing with × or Escape drops the draft. Mount it only while open: each opening starts
 * from what is applied.
 */
export function FiltersDialog({ onClose, initial, onApply }: FiltersDialogProps) {
  const [draft, setDraft] = useState<FilterValues>(initial);
  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const [min, max] = draft.price;
  // Focus the panel's content, not the location field: on a phone that would pop the keyboard up at once.
  const startRef = useRef<HTMLDivElement>(null);

  return (
    <Dialog
      open
      onClose={onClose}
      initialFocusRef={startRef}
      title="Advanced Filters"
      description="Narrow the doctors down, then press Done."
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => setDraft({ ...draft, tags: [], rating: RATING_FILTER.default, price: [...FULL_PRICE_RANGE] })}
          >
            Clear filters
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            Done
          </Button>
        </>
      }
    >
      <Sections ref={startRef} tabIndex={-1}>
        <section aria-labelledby="filters-location">
          <h3 id="filters-location">Change Location</h3>
          <PlaceAutocomplete
            id="filters-place"
            label="Location"
            placeholder="Town or area, e.g. Kampala"
            value={draft.location}
            onChange={(location) => set('location', location)}
          />
        </section>

        <section aria-labelledby="filters-tags">
          <h3 id="filters-tags">Specialties &amp; Symptoms</h3>
          <SpecialtyPicker id="filters-specialty" label="Specialty" value={draft.specialty} onChange={(s) => set('specialty', s)} />
          <TagInput
            id="filters-symptoms"
            label="Symptoms"
            placeholder="Type a symptom and press Enter"
            tags={draft.tags}
            onChange={(tags) => set('tags', tags)}
            suggestions={draft.specialty?.tags ?? []}
          />
        </section>

        <section aria-labelledby="filters-rating">
          <h3 id="filters-rating">Minimum Rating</h3>
          <RangeField
            label="Minimum rating"
            min={RATING_FILTER.min}
            max={RATING_FILTER.max}
            step={RATING_FILTER.step}
            value={draft.rating}
            valueText={ratingText(draft.rating)}
            onChange={(v) => set('rating', v)}
          />
        </section>

        <section aria-labelledby="filters-price">
          <h3 id="filters-price">Price Range ({PRICE_FILTER.currency})</h3>
          <p>
            {priceText(min)} – {priceText(max)}
          </p>
          <RangeField
            label={`Minimum price (${PRICE_FILTER.currency})`}
            min={PRICE_FILTER.min}
            max={PRICE_FILTER.max}
            step={PRICE_FILTER.step}
            value={min}
            valueText={priceText(min)}
            onChange={(v) => set('price', withMinPrice(draft.price, v))}
          />
          <RangeField
            label={`Maximum price (${PRICE_FILTER.currency})`}
            min={PRICE_FILTER.min}
            max={PRICE_FILTER.max}
            step={PRICE_FILTER.step}
            value={max}
            valueText={priceText(max)}
            onChange={(v) => set('price', withMaxPrice(draft.price, v))}
          />
        </section>
      </Sections>
    </Dialog>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};

  &:focus {
    outline: none;
  }

  section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
