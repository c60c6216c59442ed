import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerStatic } from './static.ts'

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))}\n`
const PAGE = `<!doctype html><div id="root"></div><!-- ${'padding '.repeat(200)} -->`

/** A built site as `npm run build` leaves it: each text file beside its .br and .gz copies. */
function builtSite() {
  const dir = mkdtempSync(join(tmpdir(), 'betsuite-static-'))
  mkdirSync(join(dir, 'assets'))
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text)
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text))
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text))
  }
  write('index.html', PAGE)
  write('assets/app-abc123.js', SCRIPT)
  write('sw.js', SCRIPT)
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Betsuite"}')
  return dir
}

let app: FastifyInstance

beforeAll(async () => {
  app = Fastify()
  await app.register(rateLimit, { global: false })
  await registerStatic(app, builtSite())
})
afterAll(() => app.close())

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('static files, compressed at build', () => {
  it('a browser that accepts brotli gets the .br copy, with its encoding and Vary', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
    expect(Number(res.headers['content-length'])).toBeLessThan(SCRIPT.length / 10)
  })

  it('gzip without brotli gets the .gz copy; no Accept-Encoding gets the file as it is', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)
    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('accept-encoding')
    expect(plain.body).toBe(SCRIPT)
  })

  it('hashed assets are immutable; the page, the service worker and the manifest are revalidated', async () => {
    expect((await get('/assets/app-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    for (const url of ['/', '/sport/soccer', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(url, 'br')
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('the page is compressed at / and on a client route that falls back to it', async () => {
    for (const url of ['/', '/sport/soccer']) {
      const res = await get(url, 'br')
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(res.headers['content-type'], url).toContain('text/html')
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE)
    }
  })

  it('a file too small to have copies is sent as it is, with its own type', async () => {
    const res = await get('/manifest.webmanifest', 'gzip, br')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-type']).toContain('application/manifest+json')
    expect(res.json()).toEqual({ name: 'Betsuite' })
  })
})
