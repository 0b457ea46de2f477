import type { Metadata } from "next";
import { NotFoundContent, shellTexts } from "@/features/shell";

export const metadata: Metadata = {
  title: shellTexts.notFoundTitle,
  description: shellTexts.notFoundText,
};

export default function NotFound() {
  return <NotFoundContent />;
}
