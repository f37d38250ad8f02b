import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which verbatimModuleSyntax cannot read at runtime.
const ARGON2ID = 2 as Algorithm.Argon2id;
/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A hash of a random, forgotten password with the same parameters: checked for unknown emails. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$JPMQXQyD7akzHESFIj01FA$M4aSCCngGXqmsyabMCOBgNYm3puhw3agnrbF0HCDj2c';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  await verifyPassword(DUMMY_HASH, password);
}
