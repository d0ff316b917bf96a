// Photos from a phone (issue 50): a camera's 8 MB, 4000 px picture is made a ~1,600 px JPEG in the browser before it
// is sent, so it fits the 5 MB limit and a slow network. PDFs and GIFs (which may move) are sent as they are, and so
// is a small image that needs no change.
import { CONSULT_FILE_MAX_BYTES } from '@musawo/shared/contracts';

/** The long side of a sent photo: enough to read a prescription or see a rash. */
const PHOTO_LONG_SIDE = 1_600;
const JPEG_QUALITY = 0.85;
const KEEP_AS_IS = new Set(['application/pdf', 'image/gif']);

/** The browser's parts this uses; tests pass stand-ins (jsdom has no canvas). */
interface ImageTools {
  decode: (file: Blob) => Promise<{ width: number; height: number; close?: () => void } & CanvasImageSource>;
  canvas: () => HTMLCanvasElement;
}

const browserTools = (): ImageTools => ({
  // 'from-image' turns a phone photo upright by its EXIF orientation.
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  canvas: () => document.createElement('canvas'),
});

/** `file` ready to send: an image scaled to PHOTO_LONG_SIDE as JPEG when it is larger or too heavy, else itself. */
export async function shrinkImage(file: File, tools: ImageTools = browserTools()): Promise<File> {
  if (!file.type.startsWith('image/') || KEEP_AS_IS.has(file.type)) return file;
  const image = await tools.decode(file);
  try {
    const long = Math.max(image.width, image.height);
    if (long <= PHOTO_LONG_SIDE && file.size <= CONSULT_FILE_MAX_BYTES) return file;
    const scale = Math.min(1, PHOTO_LONG_SIDE / long);
    const canvas = tools.canvas();
    canvas.width = Math.max(1, Math.round(image.width * scale));
    canvas.height = Math.max(1, Math.round(image.height * scale));
    const context = canvas.getContext('2d');
    if (context === null) return file;
    // JPEG has no transparency: a PNG's clear parts become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (blob === null || (blob.size >= file.size && file.size <= CONSULT_FILE_MAX_BYTES)) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    image.close?.();
  }
}
