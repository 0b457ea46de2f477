import type { Metadata } from "next";
import { schedulingTexts } from "@/features/scheduling";
import { SchedulingHomePage } from "@/features/scheduling/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: schedulingTexts.homeTitle,
  description: schedulingTexts.homeIntro,
  alternates: { canonical: "/agendamento" },
};

export default function Page() {
  return <SchedulingHomePage />;
}
