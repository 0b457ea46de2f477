export type PositionOutcome =
  { ok: true; latitude: number; longitude: number } | { ok: false; denied: boolean };

/** The browser's position, or why there is none (denied, unavailable, timed out, unsupported). */
export function browserPosition(timeoutMs = 10_000): Promise<PositionOutcome> {
  return new Promise((resolve) => {
    if (!("geolocation" in navigator)) {
      resolve({ ok: false, denied: false });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      (error) => resolve({ ok: false, denied: error.code === error.PERMISSION_DENIED }),
      { timeout: timeoutMs, maximumAge: 10 * 60 * 1000 },
    );
  });
}
