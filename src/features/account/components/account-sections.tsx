import { formatCpf, formatMobilePhone } from "@/features/identity";
import type { AccountView } from "../schemas";
import { accountTexts as t } from "../texts";
import { DataSection } from "./data-section";
import { EmailForm } from "./email-form";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { RevisionRemindersField } from "./revision-reminders-field";
import { TextLink } from "@/ui/text-link";

const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8";

export function AccountSections({ account }: { account: AccountView }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
      <div className={card}>
        <ProfileForm
          account={account}
          shown={{ cpf: formatCpf(account.cpf), phone: formatMobilePhone(account.phone) }}
          reminders={<RevisionRemindersField checked={account.revisionReminders} />}
        />
      </div>
      <div className="space-y-6">
        <div className={card}>
          <EmailForm email={account.email} />
        </div>
        <div className={card}>
          <PasswordForm />
        </div>
        <section aria-labelledby="termos" className={card}>
          <h2 id="termos" className="text-2xl font-bold text-brand">
            {t.termsSection}
          </h2>
          {account.termsVersion ? (
            <p className="mt-2">{t.termsAcceptedOn(account.termsVersion)}</p>
          ) : null}
          <TextLink href="/termos-de-uso" touch className="mt-2">
            {t.termsRead}
          </TextLink>
        </section>
      </div>
      <div className={`${card} lg:col-span-2`}>
        <DataSection email={account.email} />
      </div>
    </div>
  );
}
