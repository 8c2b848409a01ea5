/** The longest side of an uploaded avatar after downscaling in the browser. */
export const AVATAR_MAX_SIDE = 512;

/** The size to draw an image at so neither side exceeds `max`, keeping its proportions. */
export function fitWithin(width: number, height: number, max = AVATAR_MAX_SIDE): { width: number; height: number } {
  if (width <= max && height <= max) return { width, height };
  const scale = max / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export class NotAnImageError extends Error {
  constructor() {
    super('Pilih file gambar (PNG, JPEG atau WebP).');
  }
}

/**
 * Reads a picked file, downscales it to at most 512 px on a canvas and answers a JPEG data URL,
 * so a 12-megapixel phone photo travels as a few dozen kilobytes.
 */
export async function avatarDataUrl(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError();
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new NotAnImageError();
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new NotAnImageError();
  // JPEG has no transparency: give transparent PNGs a white ground instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.86);
}
