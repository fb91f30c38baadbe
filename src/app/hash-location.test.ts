// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashPath, hashSearch, navigateHash, useHashPath, useHashSearch } from './hash-location.ts';

describe('hash location', () => {
  it("splits the hash into the route's path and its options", () => {
    window.history.replaceState(null, '', '/?api=%2Fp#/winrates?min=5');
    expect(hashPath()).toBe('/winrates');
    expect(hashSearch()).toBe('min=5');
    window.history.replaceState(null, '', '/');
    expect(hashPath()).toBe('/');
    expect(hashSearch()).toBe('');
  });

  it('navigates inside the hash, leaves the query before it alone, and re-renders readers', () => {
    window.history.replaceState(null, '', '/?poll=10000#/live');
    const path = renderHook(() => useHashPath());
    const search = renderHook(() => useHashSearch());
    act(() => navigateHash('/winrates?class=mage'));
    expect(path.result.current[0]).toBe('/winrates');
    expect(search.result.current).toBe('class=mage');
    expect(window.location.search).toBe('?poll=10000');
    expect(window.location.hash).toBe('#/winrates?class=mage');
    const before = window.history.length;
    act(() => navigateHash('/status', { replace: true }));
    expect(window.history.length).toBe(before);
    expect(useHashPath.hrefs('/live')).toBe('#/live');
  });
});
