import {
  buildSchema as buildSdlSchema,
  findBreakingChanges,
  isInputObjectType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { isSchemaFileCurrent } from './print-schema';
import { buildSchema } from './schema';

const contractSdl = ['account-contract.graphql', 'profile-contract.graphql']
  .map((file) => readFileSync(path.join(REPO_ROOT, 'docs', file), 'utf8'))
  .join('\n');
const contract = buildSdlSchema(contractSdl);

/** The contract makes the private Profile fields nullable (null unless the viewer is the owner). */
const SANCTIONED_CHANGES = [
  'Profile.email changed type from String! to String.',
  'Profile.balance changed type from Money! to Money.',
  'Profile.hasBalance changed type from Boolean! to Boolean.',
  // Activation answers the contract's success and message, and the session it opened (signIn): a query asking
  // for success and message reads the same.
  'Mutation.activateAccount changed type from MutationResult! to ActivationResult!.',
  // An article's status is the enum of its four states; on the wire it is the same string.
  'TutorArticle.status changed type from String! to TutorArticleStatus!.',
];

/** Every contract type's fields and arguments, with their exact types, as found in `schema`. */
function contractShapeIn(schema: GraphQLSchema): Record<string, string> {
  const shapes: Record<string, string> = {};
  for (const [name, type] of Object.entries(contract.getTypeMap())) {
    if (name.startsWith('__') || !(isObjectType(type) || isInputObjectType(type))) continue;
    const ours = schema.getType(name);
    const ourFields: Record<string, { type: unknown; args?: readonly { name: string; type: unknown }[] }> =
      ours && (isObjectType(ours) || isInputObjectType(ours)) ? ours.getFields() : {};
    for (const [fieldName, field] of Object.entries(type.getFields())) {
      const found = ourFields[fieldName];
      const args: readonly { name: string }[] = 'args' in field ? field.args : [];
      shapes[`${name}.${fieldName}`] = found
        ? [
            String(found.type),
            ...args.map(
              (arg) => `${arg.name}: ${String(found.args?.find((a) => a.name === arg.name)?.type)}`,
            ),
          ].join(' ')
        : 'missing';
    }
  }
  return shapes;
}

describe('the printed schema', () => {
  it('is committed and current (run `npm run schema:print -w apps/api`)', async () => {
    expect(await isSchemaFileCurrent()).toBe(true);
  });

  it('breaks nothing the account and profile contracts promise', () => {
    expect(findBreakingChanges(contract, buildSchema()).map((change) => change.description)).toEqual(
      SANCTIONED_CHANGES,
    );
  });

  // The contracts name fields, arguments and nullability; the schema may add fields, never change these.
  it("has every contract field and argument with the contract's type", () => {
    const expected = contractShapeIn(contract);
    const actual = contractShapeIn(buildSchema());
    const differences = Object.keys(expected).filter((key) => expected[key] !== actual[key]);
    expect(differences.map((key) => `${key}: ${expected[key]} -> ${actual[key]}`)).toEqual([
      'Profile.email: String! -> String',
      'Profile.balance: Money! -> Money',
      'Profile.hasBalance: Boolean! -> Boolean',
      'Mutation.activateAccount: MutationResult! code: String! -> ActivationResult! code: String!',
      'TutorArticle.status: String! -> TutorArticleStatus!',
    ]);
  });
});
