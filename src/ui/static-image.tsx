import { getImageProps, type ImageProps } from "next/image";

type StaticImageProps = Pick<
  ImageProps,
  "alt" | "width" | "height" | "sizes" | "loading" | "fetchPriority" | "className"
> & { src: string };

/**
 * A sized vehicle illustration (the catalogue's SVGs, served as they are). `<Image>` from
 * next/image is a client component: on a server-rendered page it adds its own script (about
 * 5 kB gzip) to the first load only to write this same `<img>`. getImageProps writes it on the
 * server, with the same width, height, lazy loading and async decoding.
 */
export function StaticImage(props: StaticImageProps) {
  const { props: image } = getImageProps({ ...props, unoptimized: true });
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives next/image's own attributes
  return <img {...image} alt={props.alt} />;
}
