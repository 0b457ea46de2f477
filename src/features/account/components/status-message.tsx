export function StatusMessage({ kind, text }: { kind: "success" | "error"; text?: string }) {
  if (!text) return null;
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={`mt-4 rounded-lg border px-4 py-3 font-semibold ${kind === "error" ? "border-danger bg-[#fdecee] text-[#8a0b20]" : "border-success bg-[#e8f5eb] text-[#14532d]"}`}
    >
      {text}
    </p>
  );
}
