import { useRef, useState } from 'react';
import styled from 'styled-components';
import { PRICE_FILTER, RATING_FILTER } from '@musawo/shared/contracts';
import { Button } from '@musawo/shared/react';
import { Dialog } from '@musawo/shared/react-extras';
import { PlaceAutocomplete } from '../../../shared-ui/place-autocomplete';
import { SpecialtyPicker } from '../../../shared-ui/specialty-picker';
import { TagInput } from '../../../shared-ui/tag-input';
import { FULL_PRICE_RANGE, type FilterValues } from '../hooks/use-search-state';
import { RangeField } from './range-field';
import { useT, type PagesT } from '../../../shared-ui/i18n';

const ratingText = (t: PagesT, r: number) => (r === 0 ? t.t('filters.anyRating') : t.t('filters.stars', { stars: r }));
// PRICE_FILTER's currency is UGX, the `ugx` style's.
const priceText = (t: PagesT, amount: number) => t.t(amount >= PRICE_FILTER.max ? 'filters.amountPlus' : 'filters.amount', { amount });

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
  const t = useT();
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
      title={t.t('filters.title')}
      description={t.t('filters.description')}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => setDraft({ ...draft, tags: [], rating: RATING_FILTER.default, price: [...FULL_PRICE_RANGE] })}
          >
            {t.t('filters.clear')}
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {t.t('filters.done')}
          </Button>
        </>
      }
    >
      <Sections ref={startRef} tabIndex={-1}>
        <section aria-labelledby="filters-location">
          <h3 id="filters-location">{t.t('filters.location')}</h3>
          <PlaceAutocomplete
            id="filters-place"
            label={t.t('filters.locationLabel')}
            placeholder={t.t('wizard.locationHint')}
            value={draft.location}
            onChange={(location) => set('location', location)}
          />
        </section>

        <section aria-labelledby="filters-tags">
          <h3 id="filters-tags">{t.t('filters.tags')}</h3>
          <SpecialtyPicker id="filters-specialty" label={t.t('wizard.specialty')} value={draft.specialty} onChange={(s) => set('specialty', s)} />
          <TagInput
            id="filters-symptoms"
            label={t.t('wizard.symptoms')}
            placeholder={t.t('wizard.symptomHint')}
            tags={draft.tags}
            onChange={(tags) => set('tags', tags)}
            suggestions={draft.specialty?.tags ?? []}
          />
        </section>

        <section aria-labelledby="filters-rating">
          <h3 id="filters-rating">{t.t('filters.rating')}</h3>
          <RangeField
            label={t.t('filters.ratingLabel')}
            min={RATING_FILTER.min}
            max={RATING_FILTER.max}
            step={RATING_FILTER.step}
            value={draft.rating}
            valueText={ratingText(t, draft.rating)}
            onChange={(v) => set('rating', v)}
          />
        </section>

        <section aria-labelledby="filters-price">
          <h3 id="filters-price">{t.t('filters.price', { currency: PRICE_FILTER.currency })}</h3>
          <p>
            {priceText(t, min)} – {priceText(t, max)}
          </p>
          <RangeField
            label={t.t('filters.minPrice', { currency: PRICE_FILTER.currency })}
            min={PRICE_FILTER.min}
            max={PRICE_FILTER.max}
            step={PRICE_FILTER.step}
            value={min}
            valueText={priceText(t, min)}
            onChange={(v) => set('price', withMinPrice(draft.price, v))}
          />
          <RangeField
            label={t.t('filters.maxPrice', { currency: PRICE_FILTER.currency })}
            min={PRICE_FILTER.min}
            max={PRICE_FILTER.max}
            step={PRICE_FILTER.step}
            value={max}
            valueText={priceText(t, max)}
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
