/**
 * The place as the bar shows it. On a phone the state's code gives way to the city's name, which
 * may take two short lines beside a centred logo (and, below 360 px, the room of the pin): at
 * 320 px "São José do Rio Preto" reads whole instead of "São José…". The button's accessible name
 * keeps the whole label.
 */
export function PlaceLabel({ label }: { label: string }) {
  const cut = label.lastIndexOf(" - ");
  if (cut <= 0) return <span className="place-label">{label}</span>;
  return (
    <span className="place-label">
      {label.slice(0, cut)}
      <span className="hidden sm:inline">{label.slice(cut)}</span>
    </span>
  );
}
