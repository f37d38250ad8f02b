/** Ids arrive as strings; GraphQL's ID input type also admits numbers. */
export const idText = (id: string | number): string => String(id);
