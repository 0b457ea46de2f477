interface StaticImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
}

/**
 * A sized vehicle illustration (the catalogue's SVGs, served as they are: nothing to resize or
 * re-encode). next/image would write this same `<img>` but add its own client code to the page's
 * first load (about 5 kB gzip with a server component, 3 kB more inside a client island).
 * Width and height keep the room; lazy loading is the default, as with next/image.
 */
export function StaticImage({ alt, loading = "lazy", ...props }: StaticImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- an SVG served as is (see above)
  return <img {...props} alt={alt} loading={loading} decoding="async" />;
}
