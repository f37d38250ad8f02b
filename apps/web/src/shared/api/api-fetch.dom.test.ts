import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from './api-fetch';
import { isApiUnavailable } from './api-status-store';

function answer(status: number): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api fetch', () => {
  it('on 401 with a stored token clears storage (keeping favourites) and reloads', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userDetails', '{}');
    localStorage.setItem('favourites', '[]');
    answer(401);
    const reload = vi.fn();
    await createApiFetch({ reload })('/graphql');
    expect(reload).toHaveBeenCalledOnce();
    expect(Object.keys(localStorage)).toEqual(['favourites']);
  });

  it('leaves a signed-out visitor alone on 401', async () => {
    answer(401);
    const reload = vi.fn();
    await createApiFetch({ reload })('/graphql');
    expect(reload).not.toHaveBeenCalled();
  });

  it('marks the API unavailable on 502', async () => {
    answer(502);
    await createApiFetch({ reload: vi.fn() })('/graphql');
    expect(isApiUnavailable()).toBe(true);
  });
});
