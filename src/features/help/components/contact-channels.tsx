import { helpTexts } from "../texts";
import { textLinkClass } from "@/ui/text-link";

export function ContactChannels() {
  return (
    <section
      aria-labelledby="fale-com-a-volkswagen"
      className="mt-12 rounded-lg bg-surface-alt p-6"
    >
      <h2 id="fale-com-a-volkswagen" className="text-xl font-bold text-brand">
        {helpTexts.home.contactHeading}
      </h2>
      <p className="mt-1 text-muted">{helpTexts.home.contactIntro}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {helpTexts.channels.map((channel) => {
          const external = channel.href.startsWith("http");
          return (
            <li key={channel.title} className="rounded-lg bg-white p-4">
              <h3 className="font-semibold text-ink">{channel.title}</h3>
              <a
                href={channel.href}
                className={textLinkClass({ className: "mt-1 inline-block text-lg" })}
                {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {channel.detail}
                {external ? <span className="sr-only"> {helpTexts.newTab}</span> : null}
              </a>
              <p className="mt-1 text-sm text-muted">{channel.hours}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
