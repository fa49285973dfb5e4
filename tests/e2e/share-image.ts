/** A page's share image as social sites read it: its card meta, and the PNG its og:image names. */
import type { APIRequestContext } from '@playwright/test';

export interface SharedImage {
  /** twitter:card: "summary_large_image" when the page has an image. */
  card: string | undefined;
  /** og:image, parsed: the site's origin, the image's path, its version query. */
  url: URL | null;
  alt: string | undefined;
  /** og:image:width and og:image:height, as the page declares them. */
  declared: (string | undefined)[];
  /** The image's content type, as the site serves it. */
  type: string | undefined;
  /** The PNG's size from its IHDR chunk; null when the answer is not a PNG. */
  size: { width: number; height: number } | null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export async function sharedImage(request: APIRequestContext, path: string): Promise<SharedImage> {
  const html = await (await request.get(path)).text();
  const meta = (key: string): string | undefined =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const image = meta('og:image');
  const url = image === undefined ? null : new URL(image);
  const response = url === null ? null : await request.get(`${url.pathname}${url.search}`);
  const png = response === null ? null : await response.body();
  // The PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
  const isPng = png !== null && PNG_SIGNATURE.every((byte, index) => png[index] === byte);
  return {
    card: meta('twitter:card'),
    url,
    alt: meta('og:image:alt'),
    declared: [meta('og:image:width'), meta('og:image:height')],
    type: response?.headers()['content-type'],
    size: isPng ? { width: png.readUInt32BE(16), height: png.readUInt32BE(20) } : null,
  };
}
