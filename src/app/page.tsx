import { LineupSection } from "@/features/catalog";
import { listModels } from "@/features/catalog/server";

// The line-up lives in the database, which next build does not open.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  return <LineupSection models={await listModels()} />;
}
