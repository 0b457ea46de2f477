import { z } from "zod";

// Every zod message a user can read comes out in Portuguese, on the server and in the browser.
z.config(z.locales.pt());

export { z };
