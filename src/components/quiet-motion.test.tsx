// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOTION_EVENTS, QUIET_MOTION, stopQuietMotionEvents } from './quiet-motion.ts';

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

function Bars({ onQuiet, onLoud }: { onQuiet: () => void; onLoud: () => void }) {
  return (
    <>
      <div {...QUIET_MOTION}>
        <button
          type="button"
          data-testid="quiet"
          onTransitionEnd={onQuiet}
          onAnimationEnd={onQuiet}
          onClick={onQuiet}
        >
          bar
        </button>
      </div>
      <button type="button" data-testid="loud" onTransitionEnd={onLoud} onAnimationEnd={onLoud}>
        panel
      </button>
    </>
  );
}

const fire = (id: string, type: string) =>
  act(() => {
    screen.getByTestId(id).dispatchEvent(new Event(type, { bubbles: true }));
  });

describe('stopQuietMotionEvents', () => {
  it("keeps a quiet element's motion events from React's root; its other events still arrive", () => {
    const onQuiet = vi.fn();
    render(<Bars onQuiet={onQuiet} onLoud={() => {}} />);
    // Without it, React hands them to the component.
    fire('quiet', 'transitionend');
    expect(onQuiet).toHaveBeenCalledTimes(1);
    undo = stopQuietMotionEvents();
    for (const type of MOTION_EVENTS) fire('quiet', type);
    expect(onQuiet).toHaveBeenCalledTimes(1);
    fire('quiet', 'click');
    expect(onQuiet).toHaveBeenCalledTimes(2);
  });

  it('lets every motion event outside a quiet element reach its handler', () => {
    const onLoud = vi.fn();
    render(<Bars onQuiet={() => {}} onLoud={onLoud} />);
    undo = stopQuietMotionEvents();
    fire('loud', 'transitionend');
    expect(onLoud).toHaveBeenCalledTimes(1);
  });

  it('is undone by what it returns', () => {
    const onQuiet = vi.fn();
    render(<Bars onQuiet={onQuiet} onLoud={() => {}} />);
    stopQuietMotionEvents()();
    fire('quiet', 'transitionend');
    expect(onQuiet).toHaveBeenCalledTimes(1);
  });
});
