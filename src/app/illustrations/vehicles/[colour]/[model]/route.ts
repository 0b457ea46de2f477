import { paintedSideView } from "@/features/garage/server";

export const dynamic = "force-dynamic";

/** The garage's picture of an owner's car: its model's side view in its registered colour. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ colour: string; model: string }> },
) {
  const { colour, model } = await params;
  const svg = await paintedSideView(colour, model);
  if (!svg) return new Response(null, { status: 404 });
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      // An address always draws the same picture: only a release redraws the models.
      "cache-control": "public, max-age=86400",
    },
  });
}
