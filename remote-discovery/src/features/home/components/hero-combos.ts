// The hero's two comboboxes and the library under them (Downshift, ADR 331), in a chunk of their own: the home page's
// first view draws plain fields and fetches this when the visitor first reaches for the search form.
export { PlaceAutocomplete } from '../../../shared-ui/place-autocomplete';
export { SpecialtyPicker } from '../../../shared-ui/specialty-picker';
