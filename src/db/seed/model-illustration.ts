/**
 * Our own drawings of the line-up, a few hundred bytes of SVG each with fixed dimensions (so pages
 * reserve their space and never shift): a side view for cards and tables, and a front
 * three-quarter view for the home banner. Each body type has its own outline (hatch, sedan,
 * compact SUV, SUV, pickup, van, electric), stretched to the real model's length, height,
 * wheelbase and width, so a Polo, a Taos and an Amarok are told apart at a glance.
 */
export type IllustrationBody =
  "hatch" | "sedan" | "compact-suv" | "suv" | "pickup" | "van" | "electric";

export interface ModelDimensions {
  body: IllustrationBody;
  /** Metres, from the maker's public specifications. */
  length: number;
  height: number;
  wheelbase: number;
  width: number;
  wheelDiameter: number;
}

/** Published dimensions of the Brazilian line-up (metres). */
export const modelDimensions: Record<string, ModelDimensions> = {
  "polo-track": {
    body: "hatch",
    length: 4.07,
    height: 1.47,
    wheelbase: 2.57,
    width: 1.75,
    wheelDiameter: 0.62,
  },
  polo: {
    body: "hatch",
    length: 4.07,
    height: 1.47,
    wheelbase: 2.57,
    width: 1.75,
    wheelDiameter: 0.64,
  },
  virtus: {
    body: "sedan",
    length: 4.56,
    height: 1.48,
    wheelbase: 2.65,
    width: 1.75,
    wheelDiameter: 0.64,
  },
  "jetta-gli": {
    body: "sedan",
    length: 4.72,
    height: 1.46,
    wheelbase: 2.69,
    width: 1.8,
    wheelDiameter: 0.67,
  },
  nivus: {
    body: "compact-suv",
    length: 4.27,
    height: 1.49,
    wheelbase: 2.57,
    width: 1.76,
    wheelDiameter: 0.66,
  },
  "t-cross": {
    body: "compact-suv",
    length: 4.2,
    height: 1.57,
    wheelbase: 2.65,
    width: 1.76,
    wheelDiameter: 0.68,
  },
  tera: {
    body: "compact-suv",
    length: 4.15,
    height: 1.5,
    wheelbase: 2.57,
    width: 1.78,
    wheelDiameter: 0.66,
  },
  taos: {
    body: "suv",
    length: 4.46,
    height: 1.63,
    wheelbase: 2.68,
    width: 1.84,
    wheelDiameter: 0.71,
  },
  saveiro: {
    body: "pickup",
    length: 4.49,
    height: 1.5,
    wheelbase: 2.75,
    width: 1.71,
    wheelDiameter: 0.64,
  },
  amarok: {
    body: "pickup",
    length: 5.25,
    height: 1.83,
    wheelbase: 3.1,
    width: 1.94,
    wheelDiameter: 0.78,
  },
  "id-4": {
    body: "electric",
    length: 4.58,
    height: 1.63,
    wheelbase: 2.77,
    width: 1.85,
    wheelDiameter: 0.73,
  },
  "id-buzz": {
    body: "van",
    length: 4.71,
    height: 1.94,
    wheelbase: 2.99,
    width: 1.99,
    wheelDiameter: 0.72,
  },
};

interface Outline {
  /** Upper contour from the rear bumper to the front bumper, as (share of length, share of height). */
  top: [number, number][];
  /** Indexes i of the contour whose edge i -> i+1 is glass (rear window, windscreen). */
  glass: number[];
  /** Side windows as (share of length, share of height). */
  windows: [number, number][];
  /** Share of the overhangs (length minus wheelbase) behind the rear axle. */
  rearOverhang: number;
  clearance: number;
}

const outlines: Record<IllustrationBody, Outline> = {
  hatch: {
    top: [
      [0, 0.34],
      [0.005, 0.62],
      [0.04, 0.8],
      [0.13, 0.98],
      [0.22, 1],
      [0.55, 1],
      [0.71, 0.69],
      [0.93, 0.6],
      [1, 0.52],
      [1, 0.3],
    ],
    glass: [2, 5],
    windows: [
      [0.12, 0.66],
      [0.2, 0.93],
      [0.54, 0.93],
      [0.67, 0.66],
    ],
    rearOverhang: 0.45,
    clearance: 0.11,
  },
  sedan: {
    top: [
      [0, 0.38],
      [0.01, 0.64],
      [0.12, 0.69],
      [0.27, 0.96],
      [0.36, 1],
      [0.58, 1],
      [0.73, 0.68],
      [0.95, 0.59],
      [1, 0.51],
      [1, 0.3],
    ],
    glass: [2, 5],
    windows: [
      [0.25, 0.68],
      [0.34, 0.93],
      [0.57, 0.93],
      [0.69, 0.68],
    ],
    rearOverhang: 0.56,
    clearance: 0.1,
  },
  "compact-suv": {
    top: [
      [0, 0.36],
      [0.008, 0.68],
      [0.05, 0.83],
      [0.13, 0.99],
      [0.21, 1],
      [0.58, 1],
      [0.73, 0.72],
      [0.94, 0.63],
      [1, 0.56],
      [1, 0.3],
    ],
    glass: [2, 5],
    windows: [
      [0.11, 0.71],
      [0.19, 0.93],
      [0.57, 0.93],
      [0.69, 0.71],
    ],
    rearOverhang: 0.46,
    clearance: 0.14,
  },
  suv: {
    top: [
      [0, 0.36],
      [0.006, 0.7],
      [0.035, 0.86],
      [0.09, 0.99],
      [0.16, 1],
      [0.61, 1],
      [0.75, 0.74],
      [0.95, 0.65],
      [1, 0.58],
      [1, 0.3],
    ],
    glass: [2, 5],
    windows: [
      [0.08, 0.73],
      [0.14, 0.93],
      [0.6, 0.93],
      [0.71, 0.73],
    ],
    rearOverhang: 0.47,
    clearance: 0.15,
  },
  pickup: {
    top: [
      [0, 0.4],
      [0, 0.64],
      [0.39, 0.64],
      [0.41, 0.98],
      [0.46, 1],
      [0.62, 1],
      [0.74, 0.7],
      [0.95, 0.62],
      [1, 0.55],
      [1, 0.3],
    ],
    glass: [5],
    windows: [
      [0.43, 0.69],
      [0.47, 0.93],
      [0.61, 0.93],
      [0.7, 0.69],
    ],
    rearOverhang: 0.55,
    clearance: 0.15,
  },
  van: {
    top: [
      [0, 0.28],
      [0.004, 0.84],
      [0.03, 0.98],
      [0.08, 1],
      [0.8, 1],
      [0.9, 0.78],
      [0.975, 0.56],
      [1, 0.46],
      [1, 0.26],
    ],
    glass: [4],
    windows: [
      [0.06, 0.6],
      [0.09, 0.92],
      [0.79, 0.92],
      [0.86, 0.6],
    ],
    rearOverhang: 0.44,
    clearance: 0.1,
  },
  electric: {
    top: [
      [0, 0.36],
      [0.01, 0.66],
      [0.07, 0.85],
      [0.17, 0.99],
      [0.25, 1],
      [0.6, 1],
      [0.77, 0.68],
      [0.96, 0.57],
      [1, 0.49],
      [1, 0.3],
    ],
    glass: [2, 5],
    windows: [
      [0.15, 0.7],
      [0.23, 0.93],
      [0.59, 0.93],
      [0.72, 0.7],
    ],
    rearOverhang: 0.48,
    clearance: 0.14,
  },
};

/** Pixels per metre: the longest model (Amarok, 5.25 m) spans 362 of the 400 px. */
const scale = 69;
const ground = 150;
const round = (value: number) => Math.round(value * 10) / 10;
const pointsOf = (points: [number, number][]) =>
  points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ");

function shade(colour: string, amount: number): string {
  const value = Number.parseInt(colour.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const mixed = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(mixed).toString(16).padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

interface Shape {
  outline: Outline;
  size: ModelDimensions;
  /** Metres from the rear bumper and from the ground. */
  contour: [number, number][];
  axles: [number, number];
}

function shapeOf(size: ModelDimensions): Shape {
  const outline = outlines[size.body];
  const { length, height } = size;
  const overhangs = length - size.wheelbase;
  const rearAxle = overhangs * outline.rearOverhang;
  const bottom = outline.clearance + 0.08;
  const contour: [number, number][] = [
    ...outline.top.map(([x, y]): [number, number] => [x * length, y * height]),
    [length - 0.05, bottom],
    [0.05, bottom],
  ];
  return { outline, size, contour, axles: [rearAxle, rearAxle + size.wheelbase] };
}

const tyre = "#1b1f23";
const rim = "#aeb4ba";
const glassColour = "#2b3a4a";
const windowTrim = "#d5dbe1";
// The headlight's rim: a pale lamp on a white body needs an edge to be seen.
const lampRim = "#4a4536";

/**
 * The side view of cards, tables, offer pages and the garage: 400 x 160 px. The body and its door
 * line are marked `data-paint`: the garage paints them in the owner's car's colour.
 */
export function drawSideView(size: ModelDimensions, colour: string): string {
  const shape = shapeOf(size);
  const left = (400 - size.length * scale) / 2;
  const at = ([x, y]: [number, number]): [number, number] => [left + x * scale, ground - y * scale];
  const radius = (size.wheelDiameter / 2) * scale;
  const wheels = shape.axles
    .map((axle) => {
      const [cx, cy] = at([axle, size.wheelDiameter / 2]);
      return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius + 4)}" fill="${tyre}" opacity=".25"/><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="${tyre}"/><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius * 0.58)}" fill="${rim}"/>`;
    })
    .join("");
  const windows = shape.outline.windows.map(([x, y]) => at([x * size.length, y * size.height]));
  const nose = at(shape.contour[shape.outline.top.length - 2] ?? [size.length, size.height / 2]);
  const tail = at(shape.contour[1] ?? [0, size.height / 2]);
  const door = at([size.length * ((shape.outline.windows[1]?.[0] ?? 0.3) + 0.16), 0]);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 160" width="400" height="160">`,
    `<ellipse cx="200" cy="${ground}" rx="${round((size.length * scale) / 2 + 10)}" ry="6" fill="#000" opacity=".14"/>`,
    `<polygon points="${pointsOf(shape.contour.map(at))}" data-paint="body" fill="${colour}" stroke="${tyre}" stroke-width="2" stroke-linejoin="round"/>`,
    // A light window trim, as on the real cars: it keeps the glass apart from a black or navy body.
    `<polygon points="${pointsOf(windows)}" fill="${glassColour}" stroke="${windowTrim}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M${round(door[0])} ${round(windows[0]?.[1] ?? 0)}V${round(ground - (shape.outline.clearance + 0.14) * scale)}" data-paint="line" stroke="${shade(colour, -0.35)}" stroke-width="1.5"/>`,
    `<rect x="${round(nose[0] - 14)}" y="${round(nose[1] + 3)}" width="12" height="5" rx="2.5" fill="#fff6c8" stroke="${lampRim}" stroke-width="1"/>`,
    `<rect x="${round(tail[0] + 1)}" y="${round(tail[1] + 2)}" width="6" height="8" rx="2" fill="#c0392b"/>`,
    wheels,
    `</svg>`,
  ].join("");
}

/**
 * The front three-quarter view of the home banner: 480 x 260 px. The side outline is extruded by
 * the model's width in an oblique projection; only the faces turned to the viewer are drawn.
 */
export function drawFrontThreeQuarter(size: ModelDimensions, colour: string): string {
  const shape = shapeOf(size);
  const s = 62;
  const left = (480 - s * (0.8 * size.length + 0.62 * size.width)) / 2;
  const project = (x: number, y: number, z: number): [number, number] => [
    left + s * (0.8 * x + 0.62 * z),
    236 - s * (y + 0.2 * z - 0.1 * x),
  ];
  const near = (p: [number, number]) => project(p[0], p[1], 0);
  const far = (p: [number, number]) => project(p[0], p[1], size.width);
  const top = shape.outline.top.length;
  const faces: string[] = [];
  for (let i = 0; i < top; i += 1) {
    const a = shape.contour[i];
    const b = shape.contour[i + 1];
    if (!a || !b) continue;
    // Outward normal of the edge (the contour runs rear to front over the top).
    const nx = -(b[1] - a[1]);
    const ny = b[0] - a[0];
    const facing = 0.55 * nx + 0.6 * ny;
    if (facing <= 0) continue;
    const fill = shape.outline.glass.includes(i)
      ? glassColour
      : nx > Math.abs(ny)
        ? shade(colour, -0.18)
        : shade(colour, 0.28);
    faces.push(
      `<polygon points="${pointsOf([near(a), near(b), far(b), far(a)])}" fill="${fill}" stroke="${tyre}" stroke-width="1.5" stroke-linejoin="round"/>`,
    );
  }
  const wheel = (x: number, z: number, r: number) => {
    const [cx, cy] = project(x, r, z);
    return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(r * s * 0.8)}" ry="${round(r * s)}" fill="${tyre}"/><ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(r * s * 0.4)}" ry="${round(r * s * 0.58)}" fill="${rim}"/>`;
  };
  const r = size.wheelDiameter / 2;
  const [rearAxle, frontAxle] = shape.axles;
  // The front face: headlights at the top of the bumper, the grille (or an electric's light bar).
  const noseIndex = top - 2;
  const nose = shape.contour[noseIndex] ?? [size.length, size.height * 0.5];
  const lampY = nose[1] - 0.08;
  const lamp = (z0: number, z1: number) =>
    `<polygon points="${pointsOf([
      project(size.length, lampY, z0),
      project(size.length, lampY, z1),
      project(size.length, lampY - 0.09, z1),
      project(size.length, lampY - 0.09, z0),
    ])}" fill="#fff6c8" stroke="${tyre}"/>`;
  const w = size.width;
  const grille =
    size.body === "electric" || size.body === "van"
      ? `<path d="M${pointsOf([project(size.length, lampY - 0.045, w * 0.24), project(size.length, lampY - 0.045, w * 0.76)])}" stroke="#fff6c8" stroke-width="2"/>`
      : `<polygon points="${pointsOf([
          project(size.length, lampY - 0.13, w * 0.3),
          project(size.length, lampY - 0.13, w * 0.7),
          project(size.length, lampY - 0.3, w * 0.7),
          project(size.length, lampY - 0.3, w * 0.3),
        ])}" fill="${tyre}" opacity=".8"/>`;
  const [logoX, logoY] = project(size.length, lampY - 0.05, w / 2);
  const windows = shape.outline.windows.map(([x, y]) =>
    project(x * size.length, y * size.height, 0),
  );
  const shadow = project(size.length / 2, 0, w / 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 260" width="480" height="260">`,
    `<ellipse cx="${round(shadow[0])}" cy="${round(shadow[1])}" rx="${round(s * size.length * 0.5)}" ry="${round(s * size.width * 0.22)}" fill="#000" opacity=".18"/>`,
    wheel(frontAxle, w, r),
    wheel(rearAxle, w, r),
    ...faces,
    `<polygon points="${pointsOf(shape.contour.map(near))}" fill="${colour}" stroke="${tyre}" stroke-width="2" stroke-linejoin="round"/>`,
    // A light window trim, as on the real cars: it keeps the glass apart from a black or navy body.
    `<polygon points="${pointsOf(windows)}" fill="${glassColour}" stroke="${windowTrim}" stroke-width="2" stroke-linejoin="round"/>`,
    lamp(0.05 * w, 0.27 * w),
    lamp(0.73 * w, 0.95 * w),
    grille,
    `<circle cx="${round(logoX)}" cy="${round(logoY)}" r="6" fill="#fff" stroke="${tyre}"/>`,
    wheel(rearAxle, 0, r),
    wheel(frontAxle, 0, r),
    `</svg>`,
  ].join("");
}
