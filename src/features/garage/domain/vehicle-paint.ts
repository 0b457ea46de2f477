/**
 * The paint of an owner's car in the garage's drawing, like the makers' owner portals that show
 * the car in the colour on its registration. `body` fills the side view's body; `line` is its door
 * line, a darker shade of the paint, or a lighter one on black and dark blue, where a darker line
 * would vanish. The drawing keeps its own dark outline: it sets a white or silver car apart from
 * the white page.
 */
export interface VehiclePaint {
  /** The colour's name in an address: "cinza-platinum". */
  key: string;
  body: string;
  line: string;
}

/** Every colour the brand's vehicle registry holds, by its name there (the CRLV's). */
const paints: Record<string, { body: string; line: string }> = {
  "branco cristal": { body: "#f3f3ef", line: "#b8b9b3" },
  "branco puro": { body: "#fbfbfb", line: "#bcbfc1" },
  "preto ninja": { body: "#1e1f22", line: "#50545a" },
  "prata sirius": { body: "#c5c9cd", line: "#8a9096" },
  "prata pyrit": { body: "#b9b3a6", line: "#827b6f" },
  "cinza platinum": { body: "#8e9397", line: "#5d6165" },
  "cinza moonstone": { body: "#6b7279", line: "#464b50" },
  "vermelho sunset": { body: "#b8322a", line: "#7a201b" },
  "azul biscay": { body: "#1f3d6b", line: "#4a6a9a" },
  "azul norway": { body: "#6d8fae", line: "#48647f" },
};

/** A registry colour's name as typed anywhere: no accents, no case, single spaces. */
function nameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toLowerCase();
}

/** The paint of a registry colour; null for a missing or unknown one (the model's own drawing). */
export function vehiclePaint(colour: string | null | undefined): VehiclePaint | null {
  if (!colour) return null;
  const name = nameKey(colour);
  const paint = paints[name];
  return paint ? { key: name.replace(/ /g, "-"), ...paint } : null;
}

/** The paint named in an address by its key ("cinza-platinum"). */
export function paintByKey(key: string): VehiclePaint | null {
  return /^[a-z]+(-[a-z]+)*$/.test(key) ? vehiclePaint(key.replace(/-/g, " ")) : null;
}

/**
 * Where the garage's picture of a vehicle is: its model's side view in the vehicle's paint, or the
 * model's own drawing when its colour has no paint here.
 */
export function vehiclePictureUrl(vehicle: {
  modelSlug: string;
  imageUrl: string;
  color: string | null;
}): string {
  const paint = vehiclePaint(vehicle.color);
  return paint ? `/illustrations/vehicles/${paint.key}/${vehicle.modelSlug}.svg` : vehicle.imageUrl;
}

/**
 * A model's side view (scripts/draw-illustrations.ts) in a paint: the parts it marks as paint get
 * the paint's colours; everything else (outline, glass, wheels, lights) stays as drawn.
 */
export function paintSideView(svg: string, paint: VehiclePaint): string {
  return svg
    .replace(/(<[a-z]+ [^>]*?data-paint="body" fill=")#[0-9a-f]{6}"/g, `$1${paint.body}"`)
    .replace(/(<[a-z]+ [^>]*?data-paint="line" stroke=")#[0-9a-f]{6}"/g, `$1${paint.line}"`);
}
