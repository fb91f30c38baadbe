// The inside of a wall panel.
import type { ReactNode } from 'react';

/**
 * A panel's content in a box the panel sizes, whatever it holds (size and layout containment):
 * what changes inside (a row arriving, a chart's figures, the rotation's turn) is laid out from
 * this box, not from the page. Chromium lays out from the nearest box sized without its content
 * that is not a flex or grid item (a panel is a flex item), else from the whole document.
 */
export function PanelBody({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`relative h-full [contain:size_layout_style] ${className}`}>{children}</div>
  );
}
