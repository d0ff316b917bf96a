// Loaded only when Luganda is chosen in a browser whose Intl has no Luganda (Chromium): FormatJS's plural rules with
// the CLDR data for `lg` only, registered for our messages without replacing the page's own Intl.PluralRules.
import { PluralRules } from '@formatjs/intl-pluralrules';
import '@formatjs/intl-pluralrules/locale-data/lg.js';
import { registerPluralRules } from './message-format';

type LocaleData = Parameters<typeof PluralRules.__addLocaleData>[number];
// The data file hands its data to a polyfilled Intl.PluralRules when there is one, else leaves it in this queue.
const queued = (globalThis as { __FORMATJS_PLURALRULES_DATA__?: LocaleData[] }).__FORMATJS_PLURALRULES_DATA__ ?? [];
PluralRules.__addLocaleData(...queued.filter((d) => d.locale === 'lg'));
registerPluralRules('lg', PluralRules as unknown as new (locale: string, options?: Intl.PluralRulesOptions) => Intl.PluralRules);
