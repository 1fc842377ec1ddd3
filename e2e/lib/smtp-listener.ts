import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the journeys: the product sends its mail through SMTP exactly as it would
// in production (SMTP_URL), and every message received is kept raw as one .eml file, so a journey
// reads the code or the link a person would read. Loopback only, no auth, no STARTTLS: nothing
// leaves the machine and there is no certificate to fake.

export interface SmtpListener {
  port: number;
  dir: string;
  close(): Promise<void>;
}

export async function startSmtpListener(dir: string, port = 0): Promise<SmtpListener> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        const recipients = session.envelope.rcptTo.map((r) => r.address).join(',');
        // Time first, then a counter, so names sort in arrival order; recipients in a header line
        // of our own so a reader need not parse the envelope out of the message.
        const name = `${Date.now()}-${String(count).padStart(5, '0')}.eml`;
        const raw = Buffer.concat(chunks);
        writeFileSync(
          path.join(dir, name),
          Buffer.concat([Buffer.from(`X-Envelope-To: ${recipients}\r\n`), raw]),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP listener has no port');
  return {
    port: address.port,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
