import type { AppConfig } from './config.js';
import type { DialectName } from './db/dialect.js';
import { DEMO_ACCOUNTS } from './db/seed/demo-seed.js';

export interface BannerFacts {
  port: number;
  dialect: DialectName;
  applied: number;
  seeded: boolean;
}

/** What `npm start` prints once the product answers: where it is and how to sign in. */
export function startBanner(config: AppConfig, facts: BannerFacts): string {
  const { port, dialect } = facts;
  const processes = config.workers === 1 ? 'one process' : `${config.workers} worker processes`;
  const lines = [
    '',
    `Domus is running at http://localhost:${port}  (API: http://localhost:${port}/api, docs: http://localhost:${port}/api/docs)`,
    `Database: ${dialect}${dialect === 'sqlite' ? ` (${config.databaseUrl})` : ''}${facts.applied ? `, ${facts.applied} migrations applied` : ''}${facts.seeded ? ', demo data seeded' : ''}`,
    `Data directory: ${config.dataDir}`,
    config.storage.driver === 's3'
      ? `Media: S3 bucket ${config.storage.bucket}, served from ${config.storage.publicUrl}`
      : `Media: ${config.uploadsDir}`,
    `Serving with ${processes} (WEB_CONCURRENCY).`,
    'Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(7)} ${a.email.padEnd(22)} password: ${a.password}`),
    `Admin console (the admin account): http://localhost:${port}/admin`,
    config.smtpUrl
      ? 'Mail: sent through SMTP_URL.'
      : `Mail (verification codes, reset links): written to ${config.outboxDir}/*.eml`,
    config.sms
      ? 'SMS: sent through SMS_URL.'
      : `SMS (phone sign-in codes): appended to ${config.outboxDir}/sms.log`,
    'Press Ctrl-C to stop.',
    '',
  ];
  return `${lines.join('\n')}\n`;
}
