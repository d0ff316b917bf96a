import { useEffect, useId, useRef, useState } from 'react';
import { useCombobox } from 'downshift';
import styled from 'styled-components';
import { PLACE_AUTOCOMPLETE_DEBOUNCE_MS, type Location, type Place } from '@musawo/shared/contracts';
import { Field, MapPinIcon, VisuallyHidden } from '@musawo/shared/react';
import { PLACE_QUERY_MIN_CHARS, useGeocode, usePlaceSuggestions } from './use-places';
import { useDebouncedValue } from './use-debounced-value';
import { Box, Icon, Input, List } from './combo-parts';
import { useT } from '../i18n';

export interface PlaceAutocompleteProps {
  label: string;
  value: Location;
  onChange: (location: Location) => void;
  placeholder?: string;
  hideLabel?: boolean;
  /** A hint under the field, linked with aria-describedby. */
  hint?: string;
  id?: string;
  /** Opens with the suggestions for the text it starts with (the home page hands over a field typed in before). */
  defaultOpen?: boolean;
}

// The name is what people call the place ('Ntinda', 'Gulu'); the description only says where it is
// ('Kampala, Uganda', 'City, Northern Region, Uganda'), so the name is the address we keep and show.
const placeAddress = (p: Place): string => p.name.trim() || p.description;

/**
 * Place search as a WAI-ARIA combobox with a listbox popup (APG "list autocomplete"), on Downshift's useCombobox
 * (ADR 331): focus stays in the input, ArrowUp/ArrowDown move the active option (aria-activedescendant), Enter picks
 * it, Escape closes the list (and only the list: a dialog around us stays open). Typing sets the address without
 * coordinates; picking a place sets its coordinates and then geocodes the address (spec §5), keeping the
 * suggestion's coordinates if geocoding fails.
 */
export function PlaceAutocomplete({ label, value, onChange, placeholder, hideLabel, hint, id, defaultOpen = false }: PlaceAutocompleteProps) {
  const autoId = useId();
  const inputId = id ?? `place-${autoId}`;
  const listId = `${inputId}-list`;
  const labelId = `${inputId}-label`;
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const debounced = useDebouncedValue(value.address, PLACE_AUTOCOMPLETE_DEBOUNCE_MS);
  const { data: places = [], isFetched } = usePlaceSuggestions(debounced);
  const geocode = useGeocode();
  // The latest address, so a geocode answer that arrives after the user typed on is dropped.
  const latest = useRef(value.address);
  useEffect(() => {
    latest.current = value.address;
  }, [value.address]);

  const queryLongEnough = debounced.trim().length >= PLACE_QUERY_MIN_CHARS;
  const expanded = open && queryLongEnough && places.length > 0;
  const noMatch = open && queryLongEnough && isFetched && places.length === 0;

  const pick = (place: Place) => {
    const address = placeAddress(place);
    latest.current = address;
    onChange({ address, lat: place.lat, lng: place.lng });
    void geocode(address).then((coords) => {
      if (coords && latest.current === address) onChange({ address, lat: coords.lat, lng: coords.lng });
    });
  };

  const { getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<Place>({
    items: places,
    itemToString: (p) => (p ? placeAddress(p) : ''),
    itemToKey: (p) => p?.id,
    inputId,
    labelId,
    menuId: listId,
    getItemId: (i) => `${listId}-${i}`,
    // The page owns the text and the choice: Downshift only reports them.
    inputValue: value.address,
    selectedItem: null,
    isOpen: expanded,
    onIsOpenChange: ({ isOpen }) => setOpen(Boolean(isOpen)),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) pick(selectedItem);
    },
    stateReducer: (_state, { type, changes }) => {
      // Leaving the field only closes the list; it does not pick the option the pointer was over.
      if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, selectedItem: null };
      return changes;
    },
  });

  const statusText = expanded
    ? t.t('places.found', { count: places.length })
    : noMatch
      ? t.t('places.none')
      : '';

  return (
    <Field id={inputId} labelId={labelId} label={label} hideLabel={hideLabel} hint={hint}>
      {(control) => (
        <>
          <Box>
            <Icon aria-hidden="true">
              <MapPinIcon size={18} />
            </Icon>
            <Input
              {...getInputProps({
                ...control,
                type: 'text',
                autoComplete: 'off',
                spellCheck: false,
                placeholder,
                // Typing goes to the page in the change event itself: Downshift reports a new text after the render
                // (onInputValueChange), and a fast typist's next key would meet the old value and be lost.
                onChange: (e) => onChange({ address: e.currentTarget.value, lat: '', lng: '' }),
                onKeyDown: (e) => {
                  // Escape with the list closed is the dialog's (or nobody's): Downshift would clear the field.
                  if (e.key === 'Escape' && !expanded) (e.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
                },
              })}
              // No active option is no attribute (Downshift leaves an empty one).
              aria-activedescendant={expanded && highlightedIndex >= 0 ? `${listId}-${highlightedIndex}` : undefined}
            />
            <List {...getMenuProps()} hidden={!expanded}>
              {expanded &&
                places.map((place, index) => (
                  <Option key={place.id} {...getItemProps({ item: place, index })} aria-selected={index === highlightedIndex}>
                    <strong>{place.name}</strong>
                    {place.description && place.description !== place.name && <small>{place.description}</small>}
                  </Option>
                ))}
            </List>
          </Box>
          <VisuallyHidden role="status" aria-live="polite">
            {statusText}
          </VisuallyHidden>
        </>
      )}
    </Field>
  );
}

const Option = styled.li`
  display: flex;
  flex-direction: column;
  min-height: ${({ theme }) => theme.sizes.touch};
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  cursor: pointer;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;
