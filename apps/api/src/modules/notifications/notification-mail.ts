import { EMAILED_EVENTS } from '@domus/shared/constants/notification.constants';
import type { AppDeps } from '../../app-deps.js';
import type { NotificationChannel } from './notification.service.js';

/**
 * The email copy of the notifications §4.13 marks "Email too": plain text, like the account
 * mails, with a link to the page the notification is about when the caller named one.
 */
export function notificationMailChannel(
  deps: AppDeps,
  companyName: () => Promise<string>,
): NotificationChannel {
  return {
    name: 'mail',
    async deliver({ notification, recipient, link }) {
      if (!EMAILED_EVENTS.has(notification.event) || !recipient.email) return;
      const company = await companyName();
      const url = link ? new URL(link, deps.config.publicUrl).toString() : deps.config.publicUrl;
      await deps.mail.send({
        to: recipient.email,
        subject: `${notification.title} - ${company}`,
        text: [
          `Hello ${recipient.name ?? ''},`.replace(' ,', ','),
          '',
          notification.message,
          '',
          url,
          '',
          company,
        ].join('\n'),
      });
    },
  };
}
