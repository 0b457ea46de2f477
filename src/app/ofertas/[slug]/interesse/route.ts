import { NextResponse } from "next/server";
import {
  encodePlainDraft,
  leadSubmission,
  plainAnswerQuery,
  plainDraftCookie,
  plainDraftMaxAgeSeconds,
  purchaseBodyFromForm,
} from "@/features/leads/server";
import { subscriptionPlanById } from "@/features/subscription/server";
import { config } from "@/lib/config";
import { ApiError, refuseCrossSiteWrite } from "@/lib/http";

export const dynamic = "force-dynamic";

const createLead = leadSubmission({ subscriptionPlan: subscriptionPlanById });

// A purchase intention is under 1 kB of form fields; browsers always declare the length.
const maxFormBytes = 16 * 1024;

/** The form's address opened as a page (a bookmark, a reload after sending): the offer's form. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return new Response(null, { status: 404 });
  return Response.redirect(`${config().PUBLIC_BASE_URL}/ofertas/${slug}#tenho-interesse`, 303);
}

/**
 * The offer page's purchase intention sent without JavaScript (decision 053): the form's fields
 * go to the leads API as its JSON body, so the same checks, rate limits and service answer, and
 * the shopper is sent back to the offer with the protocol, or with the refusal's messages and,
 * in a cookie of that offer's path, what they typed (decision 078).
 */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return new Response(null, { status: 404 });
  // The place of the shared link the form was sent from goes back with the answer (the page keeps
  // listing that place's dealers); the page reads it as any ?coverage= of its address.
  const coverage = new URL(request.url).searchParams.get("coverage");
  const place = coverage && coverage.length <= 120 ? `&${new URLSearchParams({ coverage })}` : "";
  const back = (query: string) =>
    NextResponse.redirect(
      `${config().PUBLIC_BASE_URL}/ofertas/${slug}?${query}${place}#tenho-interesse`,
      303,
    );
  const length = Number(request.headers.get("content-length"));
  if (!Number.isFinite(length) || length <= 0 || length > maxFormBytes) {
    return back(plainAnswerQuery(400, {}));
  }
  // Another site's page is refused before its fields are read: the API checks its fields first,
  // and a field refusal would keep that page's values as the shopper's draft.
  try {
    refuseCrossSiteWrite(request);
  } catch (error) {
    if (error instanceof ApiError) return back(plainAnswerQuery(error.status, {}));
    throw error;
  }
  const form = new URLSearchParams(await request.text());
  // The caller's own headers travel on: the per-address limit counts the shopper, not the site.
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  headers.set("api-key", config().API_KEY);
  const answer = await createLead(
    new Request(new URL("/api/v1/leads", request.url), {
      method: "POST",
      headers,
      body: JSON.stringify(purchaseBodyFromForm(form)),
    }),
    { params: Promise.resolve({}) },
  );
  const response = back(plainAnswerQuery(answer.status, await answer.json().catch(() => ({}))));
  const draft = {
    path: `/ofertas/${slug}`,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config().PUBLIC_BASE_URL.startsWith("https:"),
  };
  // Once the lead is saved, nothing typed is kept: the next form of this offer starts empty.
  if (answer.status === 201) response.cookies.set(plainDraftCookie, "", { ...draft, maxAge: 0 });
  // Kept for a form to correct or send again later; never for a refused caller (a page of another
  // site, 403), which could otherwise plant its own values in the shopper's form.
  else if ([400, 422, 429].includes(answer.status)) {
    response.cookies.set(plainDraftCookie, encodePlainDraft(form), {
      ...draft,
      maxAge: plainDraftMaxAgeSeconds,
    });
  }
  return response;
}
