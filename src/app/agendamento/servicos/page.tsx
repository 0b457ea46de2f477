import type { Metadata } from "next";
import { schedulingTexts } from "@/features/scheduling";
import {
  parseFlowLink,
  ResumeBooking,
  SchedulingHomePage,
  SchedulingWizard,
  wizardSetup,
  wizardWords,
} from "@/features/scheduling/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: schedulingTexts.homeTitle,
  description: schedulingTexts.homeIntro,
  // A visitor sees the scheduling home here, the page of /agendamento: that address is the one to list.
  alternates: { canonical: "/agendamento" },
};

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const link = parseFlowLink(await searchParams);
  // Without a flow in the link, the owner chooses one here.
  if (!link) return <SchedulingHomePage />;
  const setup = await wizardSetup(link);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-5 py-8">
      <h1 className="text-3xl font-bold text-brand">{schedulingTexts.homeTitle}</h1>
      {setup.flow === "schedule_resume" ? (
        <ResumeBooking setup={setup} />
      ) : (
        <SchedulingWizard setup={setup} words={wizardWords(setup.flow)} />
      )}
    </div>
  );
}
