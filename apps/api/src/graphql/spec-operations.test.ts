import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLField, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

/*
 * The spec's operations, read from the spec itself (../shared beside the repository), against the schema we
 * serve (apps/api/schema.graphql, kept fresh by `npm run check`): every operation a section lists exists, under
 * its name, with the arguments the spec gives it. Sections are added here as their issues build them.
 */
const here = dirname(fileURLToPath(import.meta.url));
const specPath = resolve(here, '../../../../../shared/spec/marketplace-spec.md');
const schemaPath = resolve(here, '../../schema.graphql');

interface SpecOperation {
  readonly name: string;
  readonly args: readonly string[];
}

/** `name(arg, arg)` entries split by ';' or ',' outside parentheses, each given `extra` arguments too. */
function parseEntries(text: string, extra: readonly string[]): SpecOperation[] {
  const entries: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && (char === ';' || char === ',')) {
      entries.push(current);
      current = '';
    } else current += char;
  }
  entries.push(current);
  return entries
    .map((entry) => /^\s*([A-Za-z]\w*)\s*(?:\(([^)]*)\))?/.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      name: match[1] ?? '',
      args: [
        ...(match[2] ?? '')
          .split(',')
          .map((arg) => arg.trim())
          .filter((arg) => /^\w+$/.test(arg)),
        ...extra,
      ],
    }));
}

/**
 * The operations of a `### title` section of section 7. "a, b (each with userId), c" gives a and b that
 * argument, not c.
 */
export function sectionOperations(spec: string, title: string): SpecOperation[] {
  const start = spec.indexOf(`### ${title}\n`);
  if (start < 0) throw new Error(`no section "${title}" in the spec`);
  const body = spec.slice(start).split('\n').slice(1).join('\n');
  const text = body
    .slice(0, body.search(/\n#{2,3} /))
    .trim()
    .replace(/\.$/, '');
  const each = /\(each with (\w+)\)/.exec(text);
  if (!each) return parseEntries(text, []);
  return [
    ...parseEntries(text.slice(0, each.index), [each[1] ?? '']),
    ...parseEntries(text.slice(each.index + each[0].length), []),
  ];
}

function operationField(schema: GraphQLSchema, name: string): GraphQLField<unknown, unknown> | undefined {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    const field = type?.getFields()[name];
    if (field) return field;
  }
  return undefined;
}

/** What the schema lacks of these operations: a missing operation, or `operation(argument)` it does not take. */
function missing(schema: GraphQLSchema, operations: readonly SpecOperation[]): string[] {
  return operations.flatMap(({ name, args }) => {
    const field = operationField(schema, name);
    if (!field) return [name];
    return args
      .filter((arg) => !field.args.some((given) => given.name === arg))
      .map((arg) => `${name}(${arg})`);
  });
}

const BUILT_SECTIONS = ['Notifications and feeds', 'Community'];
/** Operations of sections not yet built as a whole, which this part built. */
const BUILT_OPERATIONS: readonly SpecOperation[] = [
  { name: 'getTutorArticles', args: ['tutorPvid'] },
  { name: 'boostTutorArticle', args: ['boostType', 'numberOfDays', 'articleId'] },
];

describe.runIf(existsSync(specPath))("the spec's operations", () => {
  // A skipped describe still runs its body to collect the tests: without the spec, read nothing.
  const spec = existsSync(specPath) ? readFileSync(specPath, 'utf8') : '';
  const schema = buildSchema(readFileSync(schemaPath, 'utf8'));

  it('reads a section into names and arguments', () => {
    const community = sectionOperations(spec, 'Community');
    expect(community).toContainEqual({ name: 'followUser', args: ['userId'] });
    expect(community).toContainEqual({ name: 'getPostList', args: [] });
    expect(sectionOperations(spec, 'Notifications and feeds')).toContainEqual({
      name: 'addReply',
      args: ['feedCommentPvid', 'comment', 'mentions'],
    });
  });

  it.each(BUILT_SECTIONS)('%s: none missing', (title) => {
    expect(missing(schema, sectionOperations(spec, title))).toEqual([]);
  });

  it('the articles operations: none missing', () => {
    expect(missing(schema, BUILT_OPERATIONS)).toEqual([]);
  });
});

if (!existsSync(specPath)) {
  describe("the spec's operations", () => {
    it.skip(`SKIPPED: no spec at ${specPath} (../shared beside the repository)`, () => undefined);
  });
}
