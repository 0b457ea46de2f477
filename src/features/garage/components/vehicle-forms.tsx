"use client";

import dynamic from "next/dynamic";

// The vehicle's forms (and react-hook-form with them) are in a chunk of their own: the page that
// renders them asks for it in its HTML, and /garagem's other views, which share this page's
// code, never load it.
const loadForms = () => import("./vehicle-edit-forms");

export const NicknameForm = dynamic(() => loadForms().then((module) => module.NicknameForm));
export const RenavamForm = dynamic(() => loadForms().then((module) => module.RenavamForm));
export const MileageForm = dynamic(() => loadForms().then((module) => module.MileageForm));
