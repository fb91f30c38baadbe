// The runtime as screens reach it: one per page, given by the app's root.

import { createContext, useContext } from 'react';
import type { Runtime } from './runtime.ts';

export const RuntimeContext = createContext<Runtime | null>(null);

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside RuntimeContext');
  return runtime;
}
