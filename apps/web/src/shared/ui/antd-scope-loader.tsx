import type { ComponentType } from 'react';

/**
 * The shell's only way to antd: the scope module (theme, locale, feedback) is fetched the first
 * time a page, a widget or a toast needs it, and kept. Nothing here imports antd.
 */
export type AntdScopeModule = typeof import('./antd-scope');

let scope: Promise<AntdScopeModule> | null = null;

async function fetchScope(): Promise<AntdScopeModule> {
  const module = await import('./antd-scope');
  // An app in Indonesian draws antd's texts and dayjs's dates in Indonesian from the first render.
  await module.scopeReady();
  return module;
}

/** The antd scope, fetched once (a failed fetch is tried again by the next caller). */
export function loadAntdScope(): Promise<AntdScopeModule> {
  scope ??= fetchScope().catch((error: unknown) => {
    scope = null;
    throw error;
  });
  return scope;
}

/**
 * `load`'s component fetched together with the antd scope and drawn inside it: for lazily loaded pages and
 * widgets that draw antd. Call it once per component (at module level): each call makes a new wrapper.
 */
export function withAntdScope<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  let wrapped: Promise<ComponentType<P>> | null = null;
  return () => {
    wrapped ??= Promise.all([load(), loadAntdScope()])
      .then(([Component, { AntdScope }]) => {
        function Scoped(props: P) {
          return (
            <AntdScope>
              <Component {...props} />
            </AntdScope>
          );
        }
        Scoped.displayName = `WithAntdScope(${Component.displayName ?? Component.name})`;
        return Scoped;
      })
      .catch((error: unknown) => {
        wrapped = null;
        throw error;
      });
    return wrapped;
  };
}
