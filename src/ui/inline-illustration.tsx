import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { StaticImage } from "./static-image";

const publicRoot = path.join(process.cwd(), "public");
// Our own drawings only: a path of the illustrations' folders, a name of letters, digits and dashes.
const illustrationPath = /^\/illustrations(\/[a-z0-9-]+)+\.svg$/;
// A drawing is about 1 to 3 kB; anything larger is left to its own request.
const largestInlined = 8 * 1024;

interface Drawing {
  viewBox: string;
  /** What the drawing's <svg> holds. */
  shapes: string;
}

const drawings = new Map<string, Promise<Drawing | null>>();

function parseDrawing(svg: string): Drawing | null {
  const opening = /^<svg\b([^>]*)>/.exec(svg);
  const viewBox = opening?.[1] ? /\bviewBox="([\d. -]+)"/.exec(opening[1])?.[1] : undefined;
  if (!opening || !viewBox || svg.length > largestInlined || !svg.endsWith("</svg>")) return null;
  return { viewBox, shapes: svg.slice(opening[0].length, -"</svg>".length) };
}

function readDrawing(src: string): Promise<Drawing | null> {
  let drawing = drawings.get(src);
  if (!drawing) {
    drawing = illustrationPath.test(src)
      ? readFile(path.join(publicRoot, src), "utf8").then(
          (svg) => parseDrawing(svg.trim()),
          () => null,
        )
      : Promise.resolve(null);
    drawings.set(src, drawing);
  }
  return drawing;
}

/**
 * The illustration a page shows first (a hero, the first cards), written into the HTML itself:
 * it is painted with the page's first bytes instead of waiting for a request of its own, which on
 * a slow phone network queues behind the page's scripts. The page's largest paint is then its
 * text, at the first paint. Other illustrations stay lazy `<img>` files; a drawing that cannot be
 * read stays an eager `<img>`.
 */
export async function InlineIllustration(props: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const drawing = await readDrawing(props.src);
  if (!drawing) return <StaticImage {...props} loading="eager" fetchPriority="high" />;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={drawing.viewBox}
      width={props.width}
      height={props.height}
      role="img"
      aria-label={props.alt}
      className={props.className}
      // Our own files, read from the build's public folder by an allow-listed path.
      dangerouslySetInnerHTML={{ __html: drawing.shapes }}
    />
  );
}

/**
 * A card's or a page's illustration: written into the HTML when it is among the first the page
 * shows (`eager`), a lazy `<img>` file otherwise.
 */
export function Illustration({
  eager,
  ...props
}: {
  eager: boolean;
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  return eager ? <InlineIllustration {...props} /> : <StaticImage {...props} />;
}
