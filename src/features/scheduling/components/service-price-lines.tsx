import { reais } from "./money";

export interface ServicePriceLine {
  id: string;
  name: string;
  /** The service's own price as the owner reads it: an amount, "Grátis" or "Sob consulta". */
  price: string;
  /** A revision package's parts and labour, each priced. */
  items: readonly { description: string; price: number }[];
}

/** Every service of a booking with its price and, under it, the items a package charges. */
export function ServicePriceLines({ lines }: { lines: readonly ServicePriceLine[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {lines.map((line) => (
        <li key={line.id}>
          <div className="flex justify-between gap-4">
            <span>{line.name}</span>
            <span>{line.price}</span>
          </div>
          {line.items.length > 0 && (
            <ul className="mt-1 flex flex-col gap-0.5 pl-4 text-sm text-muted">
              {line.items.map((item) => (
                <li key={item.description} className="flex justify-between gap-4">
                  <span>{item.description}</span>
                  <span>{reais(item.price)}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
