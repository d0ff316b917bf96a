// Every migration, in order. A static list (not a folder scan) so it works the same under tsx, jest and a
// bundled build. Add a new file and one line here; never edit a migration that has shipped.
import type { Migration } from 'kysely';
import * as m001 from './001-foundation';
import * as m002 from './002-auth';
import * as m003 from './003-directory';
import * as m004 from './004-appointments-wallet';
import * as m005 from './005-near-search-index';
import * as m006 from './006-top-up-phones';
import * as m007 from './007-remote-reports';
import * as m008 from './008-consultations';
import * as m009 from './009-user-language';
import * as m010 from './010-visit-mode';
import * as m011 from './011-ussd-sms';
import * as m012 from './012-operators-applications';
import * as m013 from './013-payouts';
import * as m014 from './014-applications';
import * as m015 from './015-suspensions-review-moderation';
import * as m016 from './016-patient-data';
import * as m017 from './017-bookings-after-top-up';
import * as m018 from './018-seen-by-connection';
import * as m019 from './019-deploy-registry';

export const migrations: Record<string, Migration> = {
  '001-foundation': m001,
  '002-auth': m002,
  '003-directory': m003,
  '004-appointments-wallet': m004,
  '005-near-search-index': m005,
  '006-top-up-phones': m006,
  '007-remote-reports': m007,
  '008-consultations': m008,
  '009-user-language': m009,
  '010-visit-mode': m010,
  '011-ussd-sms': m011,
  '012-operators-applications': m012,
  '013-payouts': m013,
  '014-applications': m014,
  '015-suspensions-review-moderation': m015,
  '016-patient-data': m016,
  '017-bookings-after-top-up': m017,
  '018-seen-by-connection': m018,
  '019-deploy-registry': m019,
};
