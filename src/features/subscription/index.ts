export { HomeTabs } from "./components/home-tabs";
