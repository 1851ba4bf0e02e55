import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

/** SPEC §8 loading failures: a script chunk raises ChunkLoadError, a stylesheet chunk is CSS_CHUNK_LOAD_FAILED. */
export class ChunkLoadError extends Error {
  readonly name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly code: 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED' | 'CHUNK_LOAD_TIMEOUT',
  ) {
    super(message);
  }
}

const CSS_FAILURE = /preload CSS|stylesheet|\.css/i;
const SCRIPT_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch|ChunkLoadError|Loading chunk/i;

export function toChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (CSS_FAILURE.test(message) && /unable|fail/i.test(message)) return new ChunkLoadError(message, 'CSS_CHUNK_LOAD_FAILED');
  if (SCRIPT_FAILURE.test(message)) return new ChunkLoadError(message, 'CHUNK_LOAD_FAILED');
  return null;
}

/** Loads a screen module with the 120 s time-out of SPEC §2 and typed chunk errors. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('Screen load timed out', 'CHUNK_LOAD_TIMEOUT')), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      throw toChunkLoadError(error) ?? error;
    })
    .finally(() => clearTimeout(timer));
}

export type ScreenModule = { default: ComponentType };

/** A react-router `lazy` function for a screen module. */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  return async () => {
    const mod = await loadWithTimeout(load);
    return { Component: mod.default };
  };
}
