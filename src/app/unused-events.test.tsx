// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopUnusedEvents, UNUSED_EVENTS } from './unused-events.ts';

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

function Bar({ onEnd }: { onEnd: () => void }) {
  return (
    <button
      type="button"
      data-testid="bar"
      onTransitionEnd={onEnd}
      onAnimationEnd={onEnd}
      onClick={onEnd}
    >
      bar
    </button>
  );
}

const fire = (type: string) =>
  act(() => {
    screen.getByTestId('bar').dispatchEvent(new Event(type, { bubbles: true }));
  });

describe('stopUnusedEvents', () => {
  it("keeps transition and animation events from React's root; other events still arrive", () => {
    const onEnd = vi.fn();
    render(<Bar onEnd={onEnd} />);
    // Without it, React hands them to the component.
    fire('transitionend');
    expect(onEnd).toHaveBeenCalledTimes(1);
    undo = stopUnusedEvents();
    for (const type of UNUSED_EVENTS) fire(type);
    expect(onEnd).toHaveBeenCalledTimes(1);
    fire('click');
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('is undone by what it returns', () => {
    const onEnd = vi.fn();
    render(<Bar onEnd={onEnd} />);
    stopUnusedEvents()();
    fire('transitionend');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
