import { COUNTRY_CODES, PASSWORD_MIN_LENGTH, isCountryCode, type CountryCode } from '@ajar/domain';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Database } from '../db/client';
import { createStaffAccount } from '../modules/account';

export interface StaffCreateIo {
  /** The password when neither --password nor STAFF_PASSWORD gives it (a prompt on a terminal), or null. */
  readonly askPassword: () => Promise<string | null>;
  readonly print: (line: string) => void;
}

export type StaffCreateResult =
  | { readonly ok: true; readonly userId: string; readonly email: string }
  | { readonly ok: false; readonly problem: string };

const USAGE =
  'Usage: npm run staff:create -- --email someone@example.com [--first Sam --last Lee --country sg] ' +
  '[--password …] (or STAFF_PASSWORD in the environment)';

const emailSchema = z.email();

interface Parsed {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: CountryCode;
  readonly password: string | undefined;
}

function parse(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Parsed | string {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        first: { type: 'string', default: 'Ajar' },
        last: { type: 'string', default: 'Team' },
        country: { type: 'string', default: 'sg' },
        password: { type: 'string' },
      },
    }));
  } catch (error) {
    return `${(error as Error).message}\n${USAGE}`;
  }
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!emailSchema.safeParse(email).success) return `--email must be an email address.\n${USAGE}`;
  const country = values.country.trim().toLowerCase();
  if (!isCountryCode(country)) return `--country must be one of the markets (${COUNTRY_CODES.join(', ')}).`;
  const firstName = values.first.trim();
  const lastName = values.last.trim();
  if (!firstName || !lastName) return '--first and --last must not be empty.';
  return { email, firstName, lastName, country, password: values.password ?? env['STAFF_PASSWORD'] };
}

/**
 * `npm run staff:create`: the only way a member of the Ajar team gets an account. An email that
 * already has an account is refused: a customer is never turned into staff.
 */
export async function runStaffCreate(
  db: Database,
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: StaffCreateIo,
  now: Date = new Date(),
): Promise<StaffCreateResult> {
  const parsed = parse(argv, env);
  if (typeof parsed === 'string') return { ok: false, problem: parsed };
  const password = parsed.password ?? (await io.askPassword());
  if (!password)
    return { ok: false, problem: `Give the password with --password or STAFF_PASSWORD.\n${USAGE}` };
  if (password.length < PASSWORD_MIN_LENGTH)
    return { ok: false, problem: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.` };
  const created = await createStaffAccount(db, { ...parsed, password, now });
  if (created === 'emailTaken')
    return { ok: false, problem: `${parsed.email} already has an account: choose another email.` };
  io.print(
    `Created the staff account ${parsed.email} (${created.userId}). It signs in at /${parsed.country}/login.`,
  );
  return { ok: true, userId: created.userId, email: parsed.email };
}
