import { loadNamespaces } from './i18n';

/**
 * A loader that also fetches the English texts of these namespaces, so what it loads draws in words at
 * once (a namespace's texts come with the code that uses them, not with the shell).
 */
export function withNamespaces<T>(namespaces: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([loaded]) => loaded);
}
