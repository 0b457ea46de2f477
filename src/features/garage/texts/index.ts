import { fieldTexts } from "./fields";
import { validationTexts } from "./validation";
import { errorTexts } from "./errors";
import { registrationTexts } from "./registration";
import { garagePageTexts } from "./garage-page";
import { dealerChangeTexts } from "./dealer-change";

/**
 * Everything an owner reads in the garage and in /cadastro, in one place for the server and tests.
 * A client island imports only the section it shows: each is a module of its own, so a page's
 * first JavaScript carries the words that page can show, not the whole garage.
 */
export const garageTexts = {
  fields: fieldTexts,
  validation: validationTexts,
  errors: errorTexts,
  registration: registrationTexts,
  garage: garagePageTexts,
  dealerChange: dealerChangeTexts,
} as const;
