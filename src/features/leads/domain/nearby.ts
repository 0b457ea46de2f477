export interface Place {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in km (haversine, Earth radius 6.371 km). */
export function distanceKm(from: Place, to: Place): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The `count` places closest to `origin`, nearest first, each with its rounded distance. */
export function nearest<T extends Place>(
  origin: Place,
  places: readonly T[],
  count: number,
): (T & { distanceKm: number })[] {
  return places
    .map((place) => ({ ...place, distanceKm: Math.round(distanceKm(origin, place)) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, count);
}
