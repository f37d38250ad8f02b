/** `npm run staff:create -- --email …`: makes a staff account in the configured database (see staff-create-command). */
import { createInterface } from 'node:readline/promises';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/open-database';
import { runStaffCreate } from './staff-create-command';

/** Asks on a terminal, without echoing what is typed; null when stdin is not one. */
async function askPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = prompt as unknown as { _writeToOutput: (text: string) => void };
  const write = output._writeToOutput.bind(prompt);
  let asked = false;
  output._writeToOutput = (text) => (asked ? undefined : ((asked = true), write(text)));
  try {
    return await prompt.question('Password: ');
  } finally {
    process.stdout.write('\n');
    prompt.close();
  }
}

const database = await openDatabase(configFromEnv(process.env));
try {
  await database.migrate();
  const result = await runStaffCreate(database.db, process.argv.slice(2), process.env, {
    askPassword,
    print: (line) => console.log(line),
  });
  if (!result.ok) {
    console.error(result.problem);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
