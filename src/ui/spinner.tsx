/** SPEC.md section 9: default size 40 px, one rotation per second. */
export function Spinner({ size = 40, label = "Carregando" }: { size?: number; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <svg
        width={size}
        height={size}
        viewBox="0 0 40 40"
        aria-hidden="true"
        className="animate-[spin_1s_linear_infinite]"
      >
        <circle
          cx="20"
          cy="20"
          r="16"
          fill="none"
          stroke="currentColor"
          strokeOpacity=".2"
          strokeWidth="4"
        />
        <path
          d="M20 4a16 16 0 0 1 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
