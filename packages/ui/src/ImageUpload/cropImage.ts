/** A rectangle on the original image, in its natural pixels (what react-easy-crop reports). */
export type ImageCropArea = { x: number; y: number; width: number; height: number };

/** What `cropImage` can write; PNG keeps a logo's transparency. */
export type ImageOutputType = 'image/png' | 'image/jpeg' | 'image/webp';

export const DEFAULT_OUTPUT_SIZE = 256;

/** http(s) images must come with CORS headers, or the canvas would refuse to export them. */
export function crossOriginFor(url: string): 'anonymous' | undefined {
  return /^https?:/i.test(url) ? 'anonymous' : undefined;
}

/**
 * Loads and decodes an image. `decode()` rejects for data that is no image (a renamed PDF, a
 * truncated upload), so callers learn it before they draw.
 */
export async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  const crossOrigin = crossOriginFor(url);
  if (crossOrigin) image.crossOrigin = crossOrigin;
  image.src = url;
  await image.decode();
  return image;
}

/**
 * Draws `area` of the image scaled into an `outputSize` × `outputSize` square and returns it as
 * a file of `type`. `source` is a file, a URL (data, blob or http with CORS) or an image that is
 * already decoded (the crop dialog passes the one it shows).
 */
export async function cropImage(
  source: Blob | string | HTMLImageElement,
  area: ImageCropArea,
  outputSize: number = DEFAULT_OUTPUT_SIZE,
  type: ImageOutputType = 'image/png',
): Promise<Blob> {
  if (source instanceof Blob) {
    const url = URL.createObjectURL(source);
    try {
      return await cropImage(await loadImage(url), area, outputSize, type);
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  const image = typeof source === 'string' ? await loadImage(source) : source;

  const canvas = document.createElement('canvas');
  canvas.width = outputSize;
  canvas.height = outputSize;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Das Bild konnte nicht zugeschnitten werden.');
  // JPEG has no transparency: without a background, transparent pixels would turn black.
  if (type === 'image/jpeg') {
    context.fillStyle = 'white';
    context.fillRect(0, 0, outputSize, outputSize);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, outputSize, outputSize);

  return await new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('Das Bild konnte nicht zugeschnitten werden.')),
      type,
      0.92,
    );
  });
}
