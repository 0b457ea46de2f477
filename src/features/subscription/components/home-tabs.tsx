import Link from "next/link";
import { subscriptionTexts as texts } from "../texts";

const tabClass =
  "inline-flex min-h-11 items-center border-b-4 px-4 font-semibold aria-[current=page]:border-brand aria-[current=page]:text-brand border-transparent";

/** Buy or subscribe: the home page's two ways in, as links so each has its own address. */
export function HomeTabs({ current }: { current: "buy" | "sign-and-drive" }) {
  return (
    <nav aria-label={texts.tabsLabel} className="mt-4 flex gap-2 border-b border-line">
      <Link href="/" className={tabClass} aria-current={current === "buy" ? "page" : undefined}>
        {texts.tabBuy}
      </Link>
      <Link
        href="/?tab=sign-and-drive"
        className={tabClass}
        aria-current={current === "sign-and-drive" ? "page" : undefined}
      >
        {texts.tabSubscribe}
      </Link>
    </nav>
  );
}
