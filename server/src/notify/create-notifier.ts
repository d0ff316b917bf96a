import type { Config } from '../config';
import type { Db } from '../db/create-db';
import { createAfricasTalkingAdapter, type FetchLike } from './africas-talking-adapter';
import { createOutboxAdapter } from './outbox-adapter';
import type { Notifier, NotifyAdapter } from './port';
import { createSmtpAdapter } from './smtp-adapter';

export interface NotifierDeps {
  db: Db;
  now: () => Date;
  fetch?: FetchLike;
}

/** Email goes to SMTP when NOTIFY_TRANSPORT lists smtp, SMS to Africa's Talking when it lists sms, the rest to the outbox. */
export function createNotifier(config: Config, deps: NotifierDeps): Notifier {
  const outbox = createOutboxAdapter(deps.db, deps.now);
  const smtp = config.notifyTransports.has('smtp') && config.smtpUrl !== undefined ? createSmtpAdapter(config.smtpUrl, config.mailFrom) : undefined;
  const sms: NotifyAdapter =
    config.notifyTransports.has('sms') && config.africasTalking !== undefined
      ? createAfricasTalkingAdapter({ ...config.africasTalking, ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }) })
      : outbox;
  const email: NotifyAdapter = smtp ?? outbox;
  return {
    send: (message) => (message.channel === 'email' ? email.send(message) : sms.send(message)),
    close: () => {
      smtp?.close();
      return Promise.resolve();
    },
  };
}
