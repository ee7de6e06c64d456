import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { imageDatumKey, type ImageData } from '../src/images/types.ts';
import { usePage } from './context.ts';

/** The object Docusaurus's ideal-image loader makes of an imported image; accepted as it is. */
export interface IdealImageObject {
  /** A low-quality preview as a data URI. */
  preSrc?: string;
  src: {
    src: string;
    srcSet?: string;
    width?: number;
    height?: number;
    images: { path: string; width: number; height: number }[];
    placeholder?: string;
  };
}

export type IdealImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'placeholder'> & {
  /** A site path written literally in MDX (`/img/diagram.png`, a file under `static/`), or an imported image object. */
  img: string | IdealImageObject;
};

function fromObject(img: IdealImageObject): ImageData {
  const widest = img.src.images.reduce<IdealImageObject['src']['images'][number] | undefined>((a, b) => (a && a.width >= b.width ? a : b), undefined);
  const width = img.src.width ?? widest?.width;
  const height = img.src.height ?? widest?.height;
  if (width === undefined || height === undefined) throw new Error(`IdealImage: the image object for ${img.src.src} has no width and height, so the page would shift when it loads`);
  return { src: img.src.src, width, height, variants: img.src.images.map((i) => ({ width: i.width, url: i.path })), placeholder: img.preSrc ?? img.src.placeholder };
}

/** What the build made of a path (page data), or of an imported image object. */
function useImageData(img: IdealImageProps['img']): ImageData {
  const page = usePage();
  if (typeof img !== 'string') return fromObject(img);
  const data = page.data[imageDatumKey(img)] as ImageData | undefined;
  if (!data) throw new Error(`IdealImage: the build made nothing for img="${img}"; write the path as a literal in an MDX file, such as <IdealImage img="/img/diagram.png" alt="…" />`);
  return data;
}

/**
 * A responsive image: the build's variants as `srcset`, loaded lazily, with explicit `width`/`height` so
 * the browser reserves its box before any byte arrives (no layout shift), and a tiny blurred preview
 * painted as its background until it has loaded. Under `site watch` it is the original file, at its own size.
 */
export default function IdealImage({ img, className, style, sizes, onLoad, ...rest }: IdealImageProps) {
  const image = useImageData(img);
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  // An image that finished before hydration fired its load event before React listened.
  useEffect(() => {
    if (ref.current?.complete) setLoaded(true);
  }, []);
  const preview = image.placeholder && !loaded ? { backgroundImage: `url("${image.placeholder}")` } : undefined;
  const responsive = image.variants.length > 0;
  return (
    <img
      ref={ref}
      loading="lazy"
      decoding="async"
      {...rest}
      className={className ? `ideal-image ${className}` : 'ideal-image'}
      src={image.src}
      srcSet={responsive ? image.variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined}
      sizes={responsive ? (sizes ?? `(max-width: ${image.width}px) 100vw, ${image.width}px`) : undefined}
      width={image.width}
      height={image.height}
      style={preview || style ? { ...preview, ...style } : undefined}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
    />
  );
}
