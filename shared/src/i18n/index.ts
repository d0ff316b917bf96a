import { registerMoreDateNames } from '../contracts/dates-names-more';

export * from './message-format';

// The server writes dates in every language (SMS and emails in the recipient's): all names from the start. The
// browser does not load this entry; its catalogues fetch the names with a language's messages (ADR 328).
registerMoreDateNames();
