import "server-only";
import { identityAccounts } from "@/features/account/server";
import { config } from "@/lib/config";
import { logger } from "@/lib/logger";
import { sendMail } from "@/lib/mail";
import { transferMailTexts } from "../texts/transfer-mail";

export type TransferNotice =
  "requested" | "accepted" | "declined" | "released" | "reminder" | "expired";

/** Both parties answer or read the outcome on the garage page. */
function garageUrl(): string {
  return new URL("/garagem", config().PUBLIC_BASE_URL).toString();
}

/**
 * Tells one party of a transfer what happened to it: the current owner of a new claim, the
 * requester of the decision, or that the vehicle left its garage unanswered. The address is the identity provider's (the storefront keeps no
 * e-mail); a provider or mail server that fails never undoes the claim or the decision.
 */
export async function sendTransferMail(
  notice: TransferNotice,
  recipientId: string,
  vehicleLabel: string,
): Promise<void> {
  const t = transferMailTexts;
  try {
    const account = await identityAccounts.get(recipientId);
    await sendMail({
      to: account.email,
      subject: t[notice].subject(vehicleLabel),
      text: [t.greeting(account.name), "", ...t[notice].lines(vehicleLabel, garageUrl())].join(
        "\n",
      ),
    });
  } catch (error) {
    logger().warn({ err: error, notice }, "transfer mail not sent");
  }
}

/** Tells each requester whose claim ended unanswered that the vehicle is free to register. */
export async function tellClaimsReleased(
  claims: readonly { requesterId: string; vehicleLabel: string }[],
): Promise<void> {
  for (const claim of claims) {
    await sendTransferMail("released", claim.requesterId, claim.vehicleLabel);
  }
}
