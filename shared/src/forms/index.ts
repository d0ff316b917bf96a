// @musawo/shared/forms (issue 45): the forms' library behind one facade, so that the federation singleton carries only
// what the apps' forms use (a shared library is provided whole; behind a facade the bundler keeps what is named). The
// shell provides it as a chunk of its own, fetched with the first page that has a form (PROVIDED_LATER, ADR 325).
// The schemas are zod's (the contracts' field rules among them), read by @hookform/resolvers' zodResolver.
export { Controller, useForm } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
// The field rules the server also runs, a rule's sentence in the page's language, and focus on the first mistake.
export * from '../contracts/field-rules';
export { useFieldText } from './field-text';
export { useFocusFirstInvalid } from './focus';
export * as z from './z';
