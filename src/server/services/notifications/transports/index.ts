// Which transport each channel sends through, from the configuration: the webhook where its URL is
// set, the log for the rest. WhatsApp has none yet: its messages fail with that said.
import type { Transports } from '../outbox.ts';
import { logTransport } from './log.ts';
import { webhookTransport } from './webhook.ts';

export function createTransports(config: {
  SMS_WEBHOOK_URL?: string | undefined;
  EMAIL_WEBHOOK_URL?: string | undefined;
}): Transports {
  const { SMS_WEBHOOK_URL: smsUrl, EMAIL_WEBHOOK_URL: emailUrl } = config;
  return {
    sms: smsUrl ? webhookTransport('sms', smsUrl) : logTransport('sms'),
    email: emailUrl ? webhookTransport('email', emailUrl) : logTransport('email'),
  };
}
