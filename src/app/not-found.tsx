import type { Metadata } from "next";
import { NotFoundContent, siteTexts } from "@/features/shell";

export const metadata: Metadata = {
  title: siteTexts.notFoundTitle,
  description: siteTexts.notFoundText,
};

export default function NotFound() {
  return <NotFoundContent />;
}
