import type { ReactNode } from 'react';
import { AntdScope } from './antd-scope';

/**
 * antd's theme and locale around a tree, loaded up front: for tests and tools that render antd outside
 * the app's routes. The app itself never imports this file: its pages and widgets load the scope lazily
 * (antd-scope-loader.tsx), so the shell carries no antd.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return <AntdScope>{children}</AntdScope>;
}
