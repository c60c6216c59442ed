import type { CHAT_IMAGE_TYPES } from '#contract/chat.ts'

type ImageType = (typeof CHAT_IMAGE_TYPES)[number]

const starts = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b)

/**
 * The image's type by its first bytes, whatever name or type the sender claimed: a file that is
 * not a PNG, JPEG, GIF or WebP is no image here.
 */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) return 'image/gif'
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  return null
}
