// A local SMTP server (decision 0336), through `smtp-server`: it takes AUTH PLAIN/LOGIN with one
// user and password (535 otherwise, as SMTP servers answer bad credentials), refuses a recipient
// at `refused.example` permanently (550) and one at `busy.example` for now (451), and keeps every
// accepted message's envelope and raw RFC 5322 text for the tests to read.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtpMessage {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  host: string;
  port: number;
  user: string;
  pass: string;
  messages: FakeSmtpMessage[];
  close(): Promise<void>;
}

function replyError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const user = 'shop';
  const pass = 'smtp-password-for-tests';
  const messages: FakeSmtpMessage[] = [];
  const server = new SMTPServer({
    secure: false,
    // No TLS on 127.0.0.1: nodemailer sends its credentials in the clear only because it is told to.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(replyError('Authentication credentials invalid', 535));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) callback(replyError('No such user here', 550));
      else if (address.address.endsWith('@busy.example')) callback(replyError('Mailbox busy, try again later', 451));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        messages.push({
          from: from === false ? '' : from.address,
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    user,
    pass,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
