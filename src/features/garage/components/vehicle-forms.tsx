"use client";

import { loadOnFirstUse } from "@/ui/load-on-first-use";

// The vehicle's forms (and react-hook-form with them) are in a chunk of their own: the page that
// renders them fetches it, and /garagem's other views, which share this page's code, never do.
// Each form is in a Suspense of its own: while its chunk arrives, the server's form stays on
// screen, and the rest of the page (the vehicle switcher above all) hydrates without waiting.
const loadForms = () => import("./vehicle-edit-forms");

export const NicknameForm = loadOnFirstUse(() => loadForms().then((module) => module.NicknameForm));
export const RenavamForm = loadOnFirstUse(() => loadForms().then((module) => module.RenavamForm));
export const MileageForm = loadOnFirstUse(() => loadForms().then((module) => module.MileageForm));
