export { HomeTabs } from "./components/home-tabs";
export { subscriptionTexts } from "./texts";
