import { describe, expect, it } from "vitest";
import { codeTtlMinutes, resetTtlMinutes } from "../../services/identity/accounts";
import { lockMinutes, maxLoginFailures } from "../../services/identity/login-limits";
import { identityTexts } from "../../services/identity/texts";
import { revisionIntervalKm, revisionIntervalMonths } from "@/features/garage/domain/revision-due";
import { bookingActionTexts } from "@/features/scheduling/booking-action-texts";
import { schedulingTexts } from "@/features/scheduling/texts";
import { menuEntries } from "@/features/shell/navigation";
import { siteTexts } from "@/features/shell/site-texts";
import { analyticsTexts } from "@/features/analytics";
import { faqCorrections } from "@/db/seed/faq-corrections";
import { faqSeed, faqSlug } from "@/db/seed/faq";
import { garageTexts } from "@/features/garage";
import {
  revisionReminderLeadDays,
  revisionReminderLeadKm,
} from "@/features/garage/domain/revision-reminder";
import { revisionRemindersTexts } from "@/features/account/components/revision-reminders-field";

const answers = new Map(
  faqSeed.flatMap((category) =>
    category.questions.map(([question, answer]) => [faqSlug(question), answer] as const),
  ),
);
const answer = (slug: string): string => {
  const text = answers.get(slug);
  if (text === undefined) throw new Error(`no FAQ question ${slug}`);
  return text;
};

// The FAQ repeats limits and labels the code owns: these keep the two from drifting apart.
describe("the FAQ says what the site does", () => {
  it("gives the reset link's real lifetime and the real password rule, and no rule the reset lacks", () => {
    const text = answer("esqueci-minha-senha-como-recupero-o-acesso");
    expect(text).toContain(`válido por ${resetTtlMinutes} minutos`);
    expect(text.toLowerCase()).toContain(
      identityTexts.passwordHint.toLowerCase().replace(/\.$/, ""),
    );
    expect(text).not.toMatch(/igual à anterior/);
  });

  it("says where the cookie choice is changed: the footer's own link", () => {
    const text = answer("como-altero-minhas-preferencias-de-cookies");
    expect(text).toContain(siteTexts.footerLinks);
    expect(text).toContain(analyticsTexts.preferences);
  });

  it("sends a booking's changes to the page that lists bookings, with the page's own buttons", () => {
    const text = answer("como-remarcar-ou-cancelar-um-agendamento");
    const services = menuEntries.find(
      (entry) => entry.kind === "group" && entry.label === "Serviços VW",
    );
    const schedulingLink =
      services?.kind === "group"
        ? services.links.find((link) => link.href === "/agendamento")
        : undefined;
    expect(schedulingLink?.label).toBe(schedulingTexts.homeTitle);
    expect(text).toContain(`Abra ${schedulingTexts.homeTitle} (no menu, em Serviços VW)`);
    expect(text).toContain(schedulingTexts.myBookings);
    expect(text).toContain(bookingActionTexts.reschedule);
    expect(text).toContain(bookingActionTexts.cancel);
  });

  it("offers no sign-in the login page does not have", () => {
    const text = answer("posso-entrar-com-minha-conta-do-google-ou-da-apple");
    expect(text).toMatch(/^Por enquanto, o acesso é feito com e-mail e senha/);
    expect(text).not.toMatch(/Continuar com/);
    expect(JSON.stringify(identityTexts)).not.toMatch(/Google|Apple/);
  });

  it("states the e-mail code's lifetime, the login pause and the revision plan as the code does", () => {
    expect(answer("nao-recebi-o-codigo-de-confirmacao-do-e-mail-o-que-faco")).toContain(
      `vale por ${codeTtlMinutes} minutos`,
    );
    expect(answer("minha-conta-foi-bloqueada-apos-varias-tentativas-de-login-e-agora")).toContain(
      `Depois de ${maxLoginFailures} senhas erradas em ${lockMinutes} minutos, o login fica pausado por ${lockMinutes} minutos`,
    );
    const plan = `a cada ${revisionIntervalMonths} meses ou ${revisionIntervalKm.toLocaleString("pt-BR")} km`;
    expect(answer("como-agendar-a-revisao-do-meu-carro")).toContain(plan);
    expect(answer("qual-e-o-intervalo-entre-as-revisoes")).toContain(
      plan.replace("a cada", "uma revisão a cada"),
    );
  });

  it("gives the revision reminder's real lead and the real words of its choice in Minha conta", () => {
    const text = answer("voces-avisam-quando-a-revisao-estiver-chegando");
    expect(text).toContain(`${revisionReminderLeadKm.toLocaleString("pt-BR")} km`);
    expect(revisionReminderLeadDays).toBe(30);
    expect(text).toContain("um mês antes");
    expect(text).toContain(revisionRemindersTexts.revisionReminders);
    expect(text).toContain(revisionRemindersTexts.reminders);
    expect(answer("como-atualizo-a-quilometragem-do-meu-carro")).toContain(
      `${revisionReminderLeadKm.toLocaleString("pt-BR")} km antes`,
    );
  });

  it("promises no chassi look-up on the Recall page, which has one only with its flag on", () => {
    const recall = faqSeed.find((category) => category.slug === "recall");
    if (!recall) throw new Error("no Recall category");
    expect(recall.description).not.toMatch(/chassi/i);
    // In any category: the scheduling answers speak of recalls too.
    for (const [, text] of faqSeed.flatMap((category) => category.questions)) {
      expect(text).not.toMatch(/(Digite|Consulte|informe) o chassi na página Recall/i);
      expect(text).not.toMatch(/consulta pelo chassi/i);
    }
    const booking = answer("como-agendar-o-atendimento-de-um-recall");
    expect(booking).toContain(`o botão ${garageTexts.garage.recall.schedule}`);
    expect(booking).toContain(garageTexts.garage.title);
    // What it offers instead is what the garage and /recall show whatever the flag says.
    const pending = answer("como-sei-se-meu-carro-tem-recall-pendente");
    expect(pending).toContain(garageTexts.garage.recall.heading(1));
    expect(pending).toContain(garageTexts.garage.recall.schedule);
    expect(pending).toContain(garageTexts.garage.title);
  });

  it("corrects only questions the seed still has, each to a different text", () => {
    for (const [slug, previousAnswer] of faqCorrections) {
      expect(answer(slug)).not.toBe(previousAnswer);
    }
    // A question may have been corrected twice: each earlier text is listed once.
    expect(new Set(faqCorrections.map((pair) => pair.join("\n"))).size).toBe(faqCorrections.length);
  });
});
