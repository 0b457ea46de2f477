import { ImageResponse } from "next/og";
import { offerBySlug } from "@/features/offers/server";
import { defaultSearchLocation } from "@/features/location";
import { formatBRL } from "@/lib/format";

export const dynamic = "force-dynamic";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Oferta Volkswagen";

/** The card shared links show: the offer's title, price and validity on the brand's blue. */
export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const offer = /^[a-z0-9-]{1,120}$/.test(slug)
    ? await offerBySlug(slug, defaultSearchLocation)
    : undefined;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "#001e50",
        color: "white",
        fontSize: 40,
      }}
    >
      <div style={{ fontSize: 32, opacity: 0.8 }}>Volkswagen | Ofertas</div>
      <div style={{ fontSize: 64, fontWeight: 700, marginTop: 24 }}>
        {offer?.title ?? "Ofertas Volkswagen"}
      </div>
      {offer ? (
        <div style={{ marginTop: 32 }}>{`${formatBRL(offer.priceCents)} · consulte condições`}</div>
      ) : null}
    </div>,
    size,
  );
}
