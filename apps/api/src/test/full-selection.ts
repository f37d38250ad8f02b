import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { buildSchema } from '../graphql/schema';

/**
 * Every field of an object type a client can ask without arguments, nested `depth` object levels deep:
 * the whole shape a list's items can be read in, so a read test asks for every field the schema has
 * (a field added later is asked too, without touching the test).
 */
export function fullSelection(typeName: string, depth = 3): string {
  const type = buildSchema().getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  return selectionOf(type, depth);
}

function selectionOf(type: GraphQLObjectType, depth: number): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => arg.type.toString().endsWith('!'))) continue;
    const named = getNamedType(field.type);
    if (!isObjectType(named)) {
      parts.push(field.name);
      continue;
    }
    if (depth <= 1) continue;
    const inner = selectionOf(named, depth - 1);
    if (inner) parts.push(`${field.name} { ${inner} }`);
  }
  return parts.join(' ');
}

/** `query Read($a: T, …) { field(a: $a, …) { every field } }` for a Query field and the argument values given. */
export function fullQuery(field: string, args: Readonly<Record<string, unknown>> = {}, depth = 3): string {
  const schemaField = buildSchema().getQueryType()?.getFields()[field];
  if (!schemaField) throw new Error(`Query.${field} does not exist`);
  const names = Object.keys(args);
  const typeOf = (name: string) => {
    const arg = schemaField.args.find((candidate) => candidate.name === name);
    if (!arg) throw new Error(`Query.${field} has no argument ${name}`);
    return String(arg.type);
  };
  const declared = names.length ? `(${names.map((name) => `$${name}: ${typeOf(name)}`).join(', ')})` : '';
  const passed = names.length ? `(${names.map((name) => `${name}: $${name}`).join(', ')})` : '';
  const named = getNamedType(schemaField.type);
  const selection = isObjectType(named) ? ` { ${selectionOf(named, depth)} }` : '';
  return `query Read${declared} { ${field}${passed}${selection} }`;
}
