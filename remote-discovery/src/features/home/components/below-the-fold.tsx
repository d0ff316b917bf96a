import { AppPromo } from './app-promo';
import { Faq } from './faq';
import { FeaturedDoctorsStrip } from './featured-doctors-strip';
import { HowItWorks } from './how-it-works';
import { homeLaterTexts } from '../i18n';

/** The home page's sections under the first screen (spec §1): featured specialists, how it works, FAQ, the app. */
export function BelowTheFold() {
  return (
    <homeLaterTexts.IntlProvider>
      <FeaturedDoctorsStrip />
      <HowItWorks />
      <Faq />
      <AppPromo />
    </homeLaterTexts.IntlProvider>
  );
}
