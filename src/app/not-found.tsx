import { NotFoundContent } from "@/features/shell";

export default function NotFound() {
  return <NotFoundContent />;
}
