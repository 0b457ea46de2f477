import { Spinner } from "@/ui/spinner";
import { offersTexts } from "../texts";

/** Shown while an offers page renders on the server; reserves the heading's space. */
export function OffersLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center py-8">
      <Spinner label={offersTexts.loading} />
    </div>
  );
}
