// Text that changes every second or so (an age ticking over) in a box whose size does not
// change: the box takes the room of the widest of a few sample texts, laid out once and never
// shown (nor found, read or copied), and the text stands over that room in a box whose size and
// layout are contained. A change of the text then lays out that box alone, not the page around
// it: Chromium re-lays out from the nearest box that is sized without its content and is not a
// flex or grid item, and without one from the whole document (a few milliseconds on a slow
// device, every second). A text wider than every sample runs past the box's end; it is not cut.
import type { ReactNode } from 'react';

export function SteadyText({
  text,
  samples,
}: {
  text: ReactNode;
  /** Texts at least as wide as any `text` (in this language): they set the box's room. */
  samples: readonly string[];
}) {
  return (
    <span className="relative inline-block whitespace-nowrap">
      <SampleRoom samples={samples} />
      <span className="absolute inset-0 [contain:size_layout_style]">{text}</span>
    </span>
  );
}

/**
 * The room of the widest of `samples`, never shown: the samples stacked in one grid cell as
 * generated content, no text of the page (found, read or copied).
 */
export function SampleRoom({
  samples,
  className = '',
  ref,
}: {
  samples: readonly string[];
  className?: string;
  ref?: React.Ref<HTMLSpanElement>;
}) {
  return (
    <span ref={ref} aria-hidden="true" className={`invisible inline-grid ${className}`}>
      {samples.map((sample) => (
        <span
          key={sample}
          data-sample={sample}
          className="col-start-1 row-start-1 before:content-[attr(data-sample)]"
        />
      ))}
    </span>
  );
}
