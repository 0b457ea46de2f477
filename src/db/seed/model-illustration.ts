/**
 * Our own side-view drawing of a model, by body style and colour: a few hundred bytes of SVG with
 * fixed dimensions, so cards reserve their space and never shift the layout.
 */
export type BodyStyle = "hatch" | "sedan" | "suv" | "pickup" | "van";

interface Silhouette {
  rear: number;
  front: number;
  rearHeight: number;
  rearTop: number;
  roofRear: number;
  roofFront: number;
  roofY: number;
  windshieldBase: number;
  hoodY: number;
  wheels: [number, number];
  wheelRadius: number;
  cabBack?: boolean;
}

const silhouettes: Record<BodyStyle, Silhouette> = {
  hatch: {
    rear: 40,
    front: 360,
    rearHeight: 68,
    rearTop: 60,
    roofRear: 92,
    roofFront: 232,
    roofY: 36,
    windshieldBase: 290,
    hoodY: 72,
    wheels: [108, 298],
    wheelRadius: 24,
  },
  sedan: {
    rear: 20,
    front: 380,
    rearHeight: 72,
    rearTop: 78,
    roofRear: 128,
    roofFront: 240,
    roofY: 38,
    windshieldBase: 296,
    hoodY: 76,
    wheels: [96, 306],
    wheelRadius: 24,
  },
  suv: {
    rear: 30,
    front: 370,
    rearHeight: 56,
    rearTop: 44,
    roofRear: 66,
    roofFront: 246,
    roofY: 26,
    windshieldBase: 296,
    hoodY: 62,
    wheels: [100, 300],
    wheelRadius: 27,
  },
  pickup: {
    rear: 15,
    front: 385,
    rearHeight: 66,
    rearTop: 18,
    roofRear: 172,
    roofFront: 256,
    roofY: 28,
    windshieldBase: 302,
    hoodY: 64,
    wheels: [86, 312],
    wheelRadius: 27,
    cabBack: true,
  },
  van: {
    rear: 30,
    front: 370,
    rearHeight: 30,
    rearTop: 34,
    roofRear: 42,
    roofFront: 300,
    roofY: 22,
    windshieldBase: 352,
    hoodY: 64,
    wheels: [96, 302],
    wheelRadius: 26,
  },
};

function bodyPath(s: Silhouette): string {
  const cab = s.cabBack ? ` L${s.roofRear},${s.rearHeight}` : "";
  return [
    `M${s.rear},112 L${s.rear},${s.rearHeight + 8}`,
    `Q${s.rear},${s.rearHeight} ${s.rear + 10},${s.rearHeight}`,
    `L${s.rearTop},${s.rearHeight}${cab} L${s.roofRear},${s.roofY}`,
    `L${s.roofFront},${s.roofY} L${s.windshieldBase},${s.hoodY}`,
    `L${s.front - 14},${s.hoodY + 4} Q${s.front},${s.hoodY + 8} ${s.front},${s.hoodY + 22}`,
    `L${s.front},112 Z`,
  ].join(" ");
}

function windowPath(s: Silhouette): string {
  const rearX = s.cabBack ? s.roofRear + 6 : s.roofRear + 8;
  const bottom = Math.min(s.hoodY, s.rearHeight) - 4;
  return `M${rearX},${s.roofY + 6} L${s.roofFront - 2},${s.roofY + 6} L${s.windshieldBase - 10},${bottom} L${rearX - (s.cabBack ? 0 : 10)},${bottom} Z`;
}

function wheel(x: number, r: number): string {
  return `<circle cx="${x}" cy="112" r="${r}" fill="#1b1f23"/><circle cx="${x}" cy="112" r="${Math.round(r * 0.55)}" fill="#aeb4ba"/>`;
}

export function drawModelIllustration(style: BodyStyle, colour: string): string {
  const s = silhouettes[style];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 160" width="400" height="160">`,
    `<ellipse cx="200" cy="140" rx="180" ry="8" fill="#000" opacity=".12"/>`,
    `<path d="${bodyPath(s)}" fill="${colour}" stroke="#1b1f23" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${windowPath(s)}" fill="#2b3a4a" opacity=".85"/>`,
    `<rect x="${s.front - 16}" y="${s.hoodY + 10}" width="12" height="6" rx="3" fill="#fff6c8"/>`,
    `<rect x="${s.rear + 2}" y="${s.rearHeight + 8}" width="8" height="8" rx="2" fill="#c0392b"/>`,
    wheel(s.wheels[0], s.wheelRadius),
    wheel(s.wheels[1], s.wheelRadius),
    `</svg>`,
  ].join("");
}
