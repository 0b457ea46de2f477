/** The brand roundel, drawn inline so the top bar needs no extra request. */
export function BrandLogo({ size = 40 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#001e50" />
      <circle cx="32" cy="32" r="25" fill="none" stroke="#fff" strokeWidth="4" />
      <path
        d="M20 15l12 22 12-22M14 28l9 21 9-14 9 14 9-21"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </svg>
  );
}
