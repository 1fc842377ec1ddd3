import type { AppDeps } from '../../app-deps.js';

/**
 * The account mails: plain text (short lines, ASCII punctuation) so every client shows them and
 * codes and links survive any transfer encoding. Sending errors propagate: callers decide whether
 * a failed mail undoes the action (registration) or not (welcome after social sign-in).
 */
export function accountMail(deps: AppDeps, companyName: () => Promise<string>) {
  return {
    async verificationCode(to: string, name: string | null, code: string): Promise<void> {
      const company = await companyName();
      await deps.mail.send({
        to,
        subject: `${code} is your ${company} verification code`,
        text: [
          `Hello ${name ?? ''},`.replace(' ,', ','),
          '',
          `Welcome to ${company}. Your verification code is:`,
          '',
          `    ${code}`,
          '',
          'It is valid for 10 minutes. If you did not sign up, ignore this email.',
        ].join('\n'),
      });
    },

    async welcome(to: string, name: string | null): Promise<void> {
      const company = await companyName();
      await deps.mail.send({
        to,
        subject: `Welcome to ${company}`,
        text: [
          `Hello ${name ?? ''},`.replace(' ,', ','),
          '',
          `Your ${company} account is ready. Browse properties and projects, save favourites and`,
          'post your own listings once your profile is complete.',
          '',
          deps.config.publicUrl,
        ].join('\n'),
      });
    },

    async passwordReset(to: string, name: string | null, link: string): Promise<void> {
      const company = await companyName();
      await deps.mail.send({
        to,
        subject: `Reset your ${company} password`,
        text: [
          `Hello ${name ?? ''},`.replace(' ,', ','),
          '',
          'Someone asked to reset the password of your account. To choose a new one, open:',
          '',
          link,
          '',
          'The link works once, for 60 minutes. If it was not you, ignore this email:',
          'your password stays as it is.',
        ].join('\n'),
      });
    },
  };
}

export type AccountMail = ReturnType<typeof accountMail>;
