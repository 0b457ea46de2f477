import { leadSubmission } from "@/features/leads/server";
import { subscriptionPlanById } from "@/features/subscription/server";

export const dynamic = "force-dynamic";

export const POST = leadSubmission({ subscriptionPlan: subscriptionPlanById });
