/** Opens the top bar's chooser from a page ("Alterar localização" beside the offers). */
export const openLocationChooserEvent = "vw:open-location-chooser";
