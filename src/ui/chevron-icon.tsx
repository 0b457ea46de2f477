const paths = {
  down: "M2 6l6 6 6-6",
  left: "M10 2L4 8l6 6",
  right: "M6 2l6 6-6 6",
} as const;

/**
 * The chevron of disclosures (down; turned by the caller's class when open), of the menu's groups
 * and of the carousels (left, right); the control around it carries the accessible name.
 */
export function ChevronIcon({
  direction,
  size = 16,
  className,
}: {
  direction: keyof typeof paths;
  size?: number;
  className?: string;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" className={className}>
      <path d={paths[direction]} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
