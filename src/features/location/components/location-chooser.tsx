"use client";

import { useRouter, useSearchParams } from "next/navigation";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  defaultRegionStorage,
  initialLocationStep,
  locationButtonLabel,
  searchLocationFromStored,
  shouldShowLocationTooltip,
} from "../domain/load-rules";
import { coverageParameter, type RenderedCoverage, type SearchLocation } from "../domain/location";
import { PlaceLabel } from "./place-label";
import { chooserTexts } from "../chooser-texts";
import {
  hasLocationCookie,
  readChosenLocation,
  readLocationCookie,
  readResolvedCoverage,
  readStoredLocation,
  storeChosenLocation,
  storeDefaultRegion,
  subscribeToChosenLocation,
} from "./location-storage";
import { openLocationChooserEvent } from "./location-events";
import { useLocationChange } from "./use-location-change";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { useToast } from "@/ui/toast";

// The dialog and its combobox load when first opened; the button and load rules stay on the page.
const LocationDialog = loadOnFirstUse(() =>
  import("./location-dialog").then((module) => module.LocationDialog),
);

// Shown only to a visitor still on the day-old default region: its code loads for them alone.
const LocationTooltip = loadOnFirstUse(() =>
  import("./location-tooltip").then((module) => module.LocationTooltip),
);

const noSubscription = () => () => {};

/**
 * A shared link's ?coverage= was resolved on the server, which rendered that place: the browser
 * keeps it as the chosen place without asking the server again. The page says which place it was
 * rendered for (a shared page writes no cookie); a client router's navigation, which renders no
 * top bar, finds it in the cookies that answer wrote.
 */
function adoptCoverageLocation(
  coverage: string,
  rendered: RenderedCoverage | undefined,
): SearchLocation | undefined {
  const text = coverage.trim();
  const location =
    rendered?.text === text
      ? rendered.location
      : readResolvedCoverage() === text
        ? readLocationCookie()
        : undefined;
  if (!location) return undefined;
  storeChosenLocation(location);
  return location;
}

/**
 * The top bar's location: its button, the chooser dialog, the "near you" tooltip, and the load
 * rules of SPEC.md section 4, run once when the page loads.
 */
export function LocationChooser({
  label: serverLabel,
  coverage: renderedCoverage,
  icon,
}: {
  label: string;
  /** The pin, rendered on the server: drawings stay out of the page's JavaScript. */
  icon: ReactNode;
  /** The shared link's place this page was rendered for, if any. */
  coverage?: RenderedCoverage;
}) {
  const router = useRouter();
  const coverage = useSearchParams().get(coverageParameter);
  // The bar names the place in the cookie, the one the server renders pages with. The label the
  // root layout rendered is only the first one: a change on a ?coverage= page drops the parameter
  // with a navigation, and the client router renders the page again but not the layout, so that
  // label still names the place before the change.
  const label = useSyncExternalStore(
    subscribeToChosenLocation,
    () => locationButtonLabel(readChosenLocation()),
    () => serverLabel,
  );
  const [open, setOpenState] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) setDialogLoaded(true);
    setOpenState(next);
  }, []);
  const [tooltipDismissed, setTooltipDismissed] = useState(false);
  const tooltipDue = useSyncExternalStore(
    noSubscription,
    () => shouldShowLocationTooltip(readStoredLocation(), Date.now()),
    () => false,
  );
  const tooltip = tooltipDue && !tooltipDismissed;
  const onChanged = useCallback(() => setTooltipDismissed(true), []);
  const { busy, changeByText, changeByPosition } = useLocationChange(onChanged);
  const { showToast } = useToast();
  const started = useRef(false);
  const adoptedCoverage = useRef(coverage);
  const locationButton = useRef<HTMLButtonElement>(null);
  // The tooltip's buttons leave with it: the keyboard moves to the location button first, so it
  // is not left on the page's body, and the dialog opened from the tooltip returns to it.
  const leaveTooltip = () => {
    locationButton.current?.focus();
    setTooltipDismissed(true);
  };

  // A link followed inside the site with ?coverage= (the top bar is not rendered again): its
  // answer wrote the place into the cookie, and the browser keeps it as the chosen one.
  useEffect(() => {
    if (!started.current || !coverage || coverage === adoptedCoverage.current) return;
    adoptedCoverage.current = coverage;
    adoptCoverageLocation(coverage, undefined);
  }, [coverage]);

  useEffect(() => {
    const openFromPage = () => setOpen(true);
    window.addEventListener(openLocationChooserEvent, openFromPage);
    return () => window.removeEventListener(openLocationChooserEvent, openFromPage);
  }, [setOpen]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = readStoredLocation();
    let step = initialLocationStep({
      coverage: new URLSearchParams(window.location.search).get(coverageParameter),
      stored,
    });
    if (step.kind === "coverage") {
      // The server rendered that place, top bar included: the browser only keeps it.
      if (adoptCoverageLocation(step.text, renderedCoverage)) return;
      // SPEC.md sections 4 and 5: a coverage that names no place is a failed change (its toast),
      // and the visitor keeps the place the next rule gives.
      showToast(chooserTexts.changeError, "error");
      step = initialLocationStep({ coverage: undefined, stored });
    }
    if (step.kind === "stored") {
      const chosen = searchLocationFromStored(stored);
      // A cookie lost (cleared, expired) is written again so the server renders the same place.
      if (chosen && !hasLocationCookie()) {
        storeChosenLocation(chosen);
        router.refresh();
      }
      return;
    }
    void changeByPosition({ quiet: true }).then((outcome) => {
      if (outcome === "ok") return;
      storeDefaultRegion(defaultRegionStorage(Date.now()));
    });
  }, [changeByPosition, renderedCoverage, router, showToast]);

  return (
    <div className="relative min-w-0">
      <button
        ref={locationButton}
        type="button"
        data-needs-script=""
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={chooserTexts.buttonLabel(label)}
        onClick={() => setOpen(true)}
        // Fetched as soon as the visitor heads for the button, so the dialog opens without a wait.
        onPointerEnter={() => setDialogLoaded(true)}
        onFocus={() => setDialogLoaded(true)}
        className="inline-flex h-11 max-w-full items-center gap-0.5 rounded-full px-1 text-sm font-semibold text-brand hover:bg-surface-alt sm:gap-1 sm:px-2 md:max-w-72"
      >
        {icon}
        <PlaceLabel label={label} />
      </button>
      {tooltip ? (
        <LocationTooltip
          onAction={() => {
            leaveTooltip();
            setOpen(true);
          }}
          onDismiss={leaveTooltip}
        />
      ) : null}
      {dialogLoaded ? (
        <LocationDialog
          open={open}
          onOpenChange={setOpen}
          busy={busy}
          onConfirm={(place) => changeByText(place.postalCode ?? place.label, "CUSTOM")}
          onUseMyLocation={async () => (await changeByPosition()) === "ok"}
        />
      ) : null}
    </div>
  );
}
