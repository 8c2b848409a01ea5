import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, userMessages } from '../../src/contract/user.ts';

export type AvatarImage = { bytes: Buffer; ext: 'png' | 'jpg' | 'webp' };

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** The image type the bytes really are (by their magic numbers), whatever the data URL claims. */
function sniff(bytes: Buffer): AvatarImage['ext'] | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const declared: Record<string, AvatarImage['ext']> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** What an uploaded image may be, and the Indonesian messages for when it is not. */
export type ImageRules = { maxBytes: number; typeMessage: string; sizeMessage: string };

const AVATAR_RULES: ImageRules = { maxBytes: AVATAR_MAX_BYTES, typeMessage: userMessages.avatarType, sizeMessage: userMessages.avatarSize };

/** A data URL of `mime` whose bytes really are what it declares (`sniff`), at most `rules.maxBytes` decoded. */
function parseDataUrl<E extends string>(dataUrl: string, mime: RegExp, sniff: (bytes: Buffer) => E | null, declared: Record<string, E>, rules: ImageRules) {
  const match = new RegExp(`^data:(${mime.source});base64,([A-Za-z0-9+/]+={0,2})$`).exec(dataUrl);
  if (!match?.[1] || !match[2]) return { error: rules.typeMessage };
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > rules.maxBytes) return { error: rules.sizeMessage };
  const ext = sniff(bytes);
  if (!ext || ext !== declared[match[1]] || bytes.length < 16) return { error: rules.typeMessage };
  return { bytes, ext };
}

/**
 * Reads an image data URL: PNG, JPEG or WebP only, the declared type must match the bytes, and
 * at most `maxBytes` decoded. Answers the image or the Indonesian message saying what is wrong.
 */
export const parseImageDataUrl = (dataUrl: string, rules: ImageRules): AvatarImage | { error: string } =>
  parseDataUrl(dataUrl, /image\/(?:png|jpeg|webp)/, sniff, declared, rules);

export type UploadedSound = { bytes: Buffer; ext: 'mp3' | 'm4a' | 'ogg' };

/** The sound type the bytes really are: MP3 (an ID3 tag or a frame sync), M4A (an MP4 'ftyp' box) or Ogg. */
function sniffSound(bytes: Buffer): UploadedSound['ext'] | null {
  if (startsWith(bytes, ascii('ID3')) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'm4a';
  if (startsWith(bytes, ascii('OggS'))) return 'ogg';
  return null;
}

const declaredSound: Record<string, UploadedSound['ext']> = { 'audio/mpeg': 'mp3', 'audio/mp3': 'mp3', 'audio/mp4': 'm4a', 'audio/x-m4a': 'm4a', 'audio/ogg': 'ogg' };

/** Reads a sound data URL the way parseImageDataUrl reads an image: the declared type must match the bytes. */
export const parseSoundDataUrl = (dataUrl: string, rules: ImageRules): UploadedSound | { error: string } =>
  parseDataUrl(dataUrl, /audio\/[a-z0-9.+-]+/, sniffSound, declaredSound, rules);

/** An avatar data URL: at most 2 MB, with the profile's messages. */
export const parseAvatarDataUrl = (dataUrl: string) => parseImageDataUrl(dataUrl, AVATAR_RULES);

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The names saveUpload gives, and the type each is served with (server/app.ts). */
export const UPLOAD_NAME = /^[a-f0-9-]{36}\.(png|jpg|webp|mp3|m4a|ogg)$/;
export const UPLOAD_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg',
};

/** Stores an image (avatar, flyer, poster) or a wall's sound under a fresh random name; answers the file name. */
export async function saveUpload(dataDir: string, image: AvatarImage | UploadedSound): Promise<string> {
  const name = `${randomUUID()}.${image.ext}`;
  await fs.mkdir(uploadsDir(dataDir), { recursive: true });
  await fs.writeFile(path.join(uploadsDir(dataDir), name), image.bytes, { flag: 'wx' });
  return name;
}

/** Removes a stored upload; a name that is not one of ours is never touched. */
export async function deleteUpload(dataDir: string, name: string | null): Promise<void> {
  if (!name || !UPLOAD_NAME.test(name)) return;
  await fs.rm(path.join(uploadsDir(dataDir), name), { force: true });
}

export const saveAvatar = saveUpload;
export const deleteAvatar = deleteUpload;
