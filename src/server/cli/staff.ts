// `npm run staff -- <command>`: staff accounts of the console (decision 0183; README,
// "Staff console"), made and managed only here, never by a call. Works while the server runs,
// on its database (cli/open-shared.ts).
//
//   add --email E --name N --role admin|manager|editor|counter|rider [--stores 1,2] [--password-stdin]
//   list
//   disable E | enable E           (disabling ends the account's sessions at once)
//   password E [--password-stdin]  (a new password ends the account's sessions)
//   stores E 1,2                   (the stores a staff member reaches)
//   role E admin|manager|editor|counter|rider  (a manager, counter member or rider needs stores first)
//
// The shop keeps one live admin: the last one can be neither disabled nor given another role.
//
// Without --password-stdin a random password is made and printed once.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Result } from '../../domain/api/errors.ts';
import { isStoreBound, STAFF_ROLES, type StaffRole } from '../../domain/staff/permissions.ts';
import { createContext } from '../context.ts';
import {
  addStaff,
  listStaff,
  setStaffDisabled,
  setStaffPassword,
  setStaffRole,
  setStaffStores,
} from '../services/staff/staff.ts';
import type { ShopDatabase } from '../db/index.ts';
import { openSharedDatabase } from './open-shared.ts';

const USAGE = `Usage: npm run staff -- <command>
  add --email E --name N --role admin|manager|editor|counter|rider [--stores 1,2] [--password-stdin]
  list
  disable E | enable E
  password E [--password-stdin]
  stores E 1,2
  role E admin|manager|editor|counter|rider`;

class UsageError extends Error {}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    stores: { type: 'string' },
    'password-stdin': { type: 'boolean' },
  },
});

function storeIds(text: string | undefined): number[] {
  if (text === undefined || text.trim() === '') return [];
  const ids = text.split(',').map((part) => Number(part.trim()));
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw new UsageError(`Not a list of store ids: ${text}`);
  return ids;
}

async function readPassword(): Promise<{ password: string; generated: boolean }> {
  if (!values['password-stdin']) return { password: randomBytes(12).toString('base64url'), generated: true };
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const password = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  return { password, generated: false };
}

function roleOf(text: string): StaffRole {
  const role = STAFF_ROLES.find((known) => known === text);
  if (!role) throw new UsageError(`The role is one of ${STAFF_ROLES.join(', ')}.`);
  return role;
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`Give ${what}.`);
  return value;
}

function reported(result: Result<unknown>, done: string): void {
  if (result.ok) console.log(done);
  else {
    console.error(result.error.message);
    process.exitCode = 1;
  }
}

async function run(database: ShopDatabase): Promise<void> {
  const ctx = createContext(database);
  const [command, target, extra] = positionals;
  switch (command) {
    case 'add': {
      const role = roleOf(required(values.role, '--role'));
      const { password, generated } = await readPassword();
      const email = required(values.email, '--email');
      const added = await addStaff(ctx, {
        email,
        name: required(values.name, '--name'),
        role,
        password,
        storeIds: storeIds(values.stores),
      });
      reported(added, `Added ${role} ${email}.${generated ? ` Password (shown once): ${password}` : ''}`);
      return;
    }
    case 'list':
      for (const member of await listStaff(ctx)) {
        const stores = !isStoreBound(member.role) ? 'all stores' : `stores ${member.store_ids.join(', ') || 'none'}`;
        console.log(`${member.email}\t${member.name}\t${member.role}\t${stores}${member.disabled ? '\tdisabled' : ''}`);
      }
      return;
    case 'disable':
    case 'enable': {
      const email = required(target, 'the e-mail');
      reported(await setStaffDisabled(ctx, email, command === 'disable'), `${email} ${command}d.`);
      return;
    }
    case 'password': {
      const email = required(target, 'the e-mail');
      const { password, generated } = await readPassword();
      reported(
        await setStaffPassword(ctx, email, password),
        `New password for ${email}.${generated ? ` Password (shown once): ${password}` : ''}`,
      );
      return;
    }
    case 'stores': {
      const email = required(target, 'the e-mail');
      reported(
        await setStaffStores(ctx, email, storeIds(required(extra, 'the store ids'))),
        `${email} reaches stores ${extra}.`,
      );
      return;
    }
    case 'role': {
      const email = required(target, 'the e-mail');
      const role = roleOf(required(extra, 'the role'));
      reported(await setStaffRole(ctx, email, role), `${email} is ${role} now.`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}.` : 'Give a command.');
  }
}

let database: ShopDatabase | undefined;
try {
  database = await openSharedDatabase();
  await run(database);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
} finally {
  await database?.close();
}
