import { getOwnerSession, userContract } from "@/features/identity/server";
import { ApiError, defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(userContract, async ({ request }) => {
  const session = await getOwnerSession(request.headers.get("token") ?? undefined);
  if (!session) throw new ApiError(401, "UNAUTHORIZED", "Sessão inválida ou expirada.");
  return {
    body: {
      user: { name: session.name, userId: session.userId, newUser: session.newUser },
      expiration: session.expiresAt,
    },
  };
});
