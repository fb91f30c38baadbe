import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, shouldReload } from './reload-guard.ts';

describe('shouldReload', () => {
  it('reloads for a new deployed version, not for the same one or an unreadable one', () => {
    expect(shouldReload('a', 'b', null, 0)).toBe(true);
    expect(shouldReload('a', 'a', null, 0)).toBe(false);
    expect(shouldReload('a', null, null, 0)).toBe(false);
  });

  it('does not reload again for a version it already reloaded for (no loop)', () => {
    const guard = { to: 'b', at: 1000 };
    expect(shouldReload('a', 'b', guard, 2000)).toBe(false);
    expect(shouldReload('a', 'b', guard, 1000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReload('a', 'b', guard, 1000 + RELOAD_GUARD_MS)).toBe(true);
    expect(shouldReload('a', 'c', guard, 2000)).toBe(true);
  });
});
