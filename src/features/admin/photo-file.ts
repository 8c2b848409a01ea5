/** The image types the server's upload check takes (server/lib/uploads.ts): a phone's camera gives one of them. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** A chosen file (a photo, a flyer, a wall chime) as a data URL, the form the server's upload actions take. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
