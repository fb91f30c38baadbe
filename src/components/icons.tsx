// Inline SVG icons (no icon font, no emoji: they render the same on every machine). Always
// decorative: the text beside them carries the meaning.
const common = {
  focusable: false,
  viewBox: '0 0 16 16',
  fill: 'currentColor',
} as const;

export function TrophyIcon({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...common} className={className}>
      <path d="M4 1h8v2h3v2a4 4 0 0 1-3.6 4A4 4 0 0 1 9 11.9V13h2v2H5v-2h2v-1.1A4 4 0 0 1 4.6 9 4 4 0 0 1 1 5V3h3zm0 4V4.5H2.5V5A2.5 2.5 0 0 0 4 7.3zm8 0v2.3A2.5 2.5 0 0 0 13.5 5v-.5H12z" />
    </svg>
  );
}

export function PauseIcon({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...common} className={className}>
      <path d="M4 2h3v12H4zm5 0h3v12H9z" />
    </svg>
  );
}

export function PlayIcon({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...common} className={className}>
      <path d="M4 2l10 6-10 6z" />
    </svg>
  );
}
