import "server-only";
export { faqContract } from "./contracts";
export { faqPageView, faqView } from "./server/faq-service";
export { faqCatalogue } from "./server/faq-repository";
export { HelpHome } from "./components/help-home";
export { FaqPage } from "./components/faq-page";
export { faqSearchLimit } from "./server/faq-limits";
