import { startSmtpListener } from '../../apps/api/src/testing/smtp-listener';

// The outside world the journeys need, started by e2e/run.mjs as a child process
// (`node --import tsx e2e/lib/side-services.ts`) before the product: a real SMTP listener and a
// real OpenID Connect provider (both the ones the API tests use; every message is kept raw in
// E2E_MAIL_DIR, where the journeys read it: lib/mailbox.ts). It prints one JSON line with what the
// server must be told, then runs until it is signalled or its parent goes away (stdin closes), so
// nothing outlives a run, even one that crashed.
//
// Environment: E2E_MAIL_DIR (where mails are stored), E2E_BASE_URL (the product's origin, for the
// provider's redirect URI).

const mailDir = process.env.E2E_MAIL_DIR;
const baseUrl = process.env.E2E_BASE_URL;
if (!mailDir || !baseUrl) {
  process.stderr.write('side-services: E2E_MAIL_DIR and E2E_BASE_URL are required\n');
  process.exit(2);
}

const OIDC_PROVIDER_ID = 'local';
const clientId = 'domus-e2e';
// A throw-away secret of a provider that lives only for this run on the loopback interface.
const clientSecret = 'domus-e2e-secret-for-the-local-provider-only';

const smtp = await startSmtpListener({ keepRawIn: mailDir });
const { startOidcTestProvider } = await import('../../apps/api/src/testing/oidc-test-provider');
const oidc = await startOidcTestProvider({
  clientId,
  clientSecret,
  redirectUris: [`${baseUrl}/api/auth/oidc/${OIDC_PROVIDER_ID}/callback`],
});

let closing = false;
async function shutdown(code: number): Promise<void> {
  if (closing) return;
  closing = true;
  await Promise.allSettled([smtp.close(), oidc.close()]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));
process.stdin.on('end', () => void shutdown(0));
process.stdin.on('close', () => void shutdown(0));
process.stdin.resume();

process.stdout.write(
  `${JSON.stringify({
    smtpPort: smtp.port,
    oidc: {
      id: OIDC_PROVIDER_ID,
      name: 'Local ID',
      type: 0,
      issuer: oidc.issuer,
      client_id: clientId,
      client_secret: clientSecret,
    },
  })}\n`,
);
