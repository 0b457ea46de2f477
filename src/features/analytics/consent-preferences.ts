/**
 * LGPD art. 8º, § 5º: consent is withdrawn as easily as it was given. The footer of every page
 * links to this fragment; the page's first script (ConsentPrePaint) then forgets the stored choice
 * and the visitor id and loads the page again, which shows the banner as on a first visit, its
 * buttons next in the keyboard's path.
 */
export const consentPreferencesId = "preferencias-de-cookies";
export const consentPreferencesHref = `#${consentPreferencesId}`;
