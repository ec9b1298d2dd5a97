import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, mayReloadForChunk } from '../../src/shell/feedback/chunk-reload.ts';

describe('chunk reload guard (spec 1 §8, §9)', () => {
  const now = 1_750_000_000_000;

  it('waits 60 seconds between reloads', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });

  it('reloads when the page never reloaded for a chunk', () => {
    expect(mayReloadForChunk(null, now)).toBe(true);
    expect(mayReloadForChunk(Number.NaN, now)).toBe(true);
  });

  it('does not reload again within a minute', () => {
    expect(mayReloadForChunk(now, now)).toBe(false);
    expect(mayReloadForChunk(now - 1_000, now)).toBe(false);
    expect(mayReloadForChunk(now - 59_999, now)).toBe(false);
  });

  it('reloads again once a minute has passed', () => {
    expect(mayReloadForChunk(now - 60_000, now)).toBe(true);
    expect(mayReloadForChunk(now - 3_600_000, now)).toBe(true);
  });

  it('does not stay stuck when the clock went back', () => {
    expect(mayReloadForChunk(now + 10_000, now)).toBe(true);
  });

  it('takes another guard', () => {
    expect(mayReloadForChunk(now - 5_000, now, 10_000)).toBe(false);
    expect(mayReloadForChunk(now - 10_000, now, 10_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('knows what browsers and the bundler say about a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('leaves other errors to the error boundary', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });
});
