// A chart's figures as a table, behind a disclosure. The table is built when the disclosure is
// first opened (and kept after): a page of closed tables, one per class card, costs no rows
// until someone asks for one.
import { type ReactNode, useState } from 'react';

export function TableDetails({ summary, children }: { summary: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="mt-2"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer text-sm text-muted">{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
