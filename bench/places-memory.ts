// The embedded places provider's memory once loaded, measured in a process of its own:
// `node --expose-gc --conditions=react-server --import tsx bench/places-memory.ts` prints JSON.
import { embeddedPlacesIndex } from "../src/features/location/server/embedded-places";

const gc = (globalThis as { gc?: () => void }).gc;
const settle = () => {
  gc?.();
  return process.memoryUsage();
};

const before = settle();
const started = performance.now();
const index = embeddedPlacesIndex();
const loadMs = Math.round(performance.now() - started);
const after = settle();
const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

console.log(
  JSON.stringify({
    municipalities: index.size,
    exactCoordinates: index.exactCoordinates,
    loadMs,
    heapUsedMiB: mib(after.heapUsed - before.heapUsed),
    rssMiB: mib(after.rss - before.rss),
    gcAvailable: Boolean(gc),
  }),
);
