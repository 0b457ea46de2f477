import { integerFrom, record, text } from "@/lib/json-shape";

/** Said where the owner lands once the session ran out. */
export const sessionExpiredText = "Sua sessão expirou. Entre novamente.";

/**
 * Where the note is kept (localStorage). It lives apart from browserStorage's keys: only this
 * module, loaded around a session's end, reads its shape; every page only asks whether it exists.
 */
const expiredSessionKey = "vw.expiredSession";

/** How long after the session ran out a login still returns to the page the owner was on. */
const returnWindowMs = 30 * 60 * 1000;

const noteShape = record({
  path: text({ max: 2000, prefix: "/" }),
  at: integerFrom(1),
  noticed: integerFrom(0),
});

type ExpiredSessionNote = NonNullable<ReturnType<typeof noteShape>>;

function readNote(): ExpiredSessionNote | undefined {
  try {
    const raw = window.localStorage.getItem(expiredSessionKey);
    return raw === null ? undefined : noteShape(JSON.parse(raw));
  } catch {
    return undefined; // storage disabled, or not JSON
  }
}

function writeNote(note: ExpiredSessionNote | undefined): void {
  try {
    if (note) window.localStorage.setItem(expiredSessionKey, JSON.stringify(note));
    else window.localStorage.removeItem(expiredSessionKey);
  } catch {
    // storage disabled or full: the owner simply lands without the note
  }
}

/**
 * Remembers where the owner was when the session ran out: the page they land on after the logout
 * says why they left, and the next login brings them back (a booking under way in this tab
 * resumes from its saved cart).
 */
export function rememberExpiredSession(path: string, now = Date.now()): void {
  writeNote({ path, at: now, noticed: 0 });
}

/** Whether the notice of a session that just ran out is still to be shown; true once only. */
export function takeExpiredSessionNotice(now = Date.now()): boolean {
  const note = readNote();
  if (!note || note.noticed || now - note.at > returnWindowMs) return false;
  writeNote({ ...note, noticed: 1 });
  return true;
}

/** The page a login goes back to: where the session ran out, if lately, else the current one. */
export function loginReturnPath(currentPath: string, now = Date.now()): string {
  const note = readNote();
  writeNote(undefined);
  return note && now - note.at <= returnWindowMs ? note.path : currentPath;
}
