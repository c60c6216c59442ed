import type { Page } from 'playwright'

/** Every value in every IndexedDB store of the page's origin, as text (the app's offline copy). */
export function indexedDbText(page: Page) {
  return page.evaluate(async () => {
    const texts: string[] = []
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll()
          all.onsuccess = () => resolve(all.result)
          all.onerror = () => reject(all.error)
        })
        const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAllKeys()
          all.onsuccess = () => resolve(all.result)
          all.onerror = () => reject(all.error)
        })
        texts.push(`${name}/${store}`, JSON.stringify(keys), JSON.stringify(values))
      }
      db.close()
    }
    return texts.join('\n')
  })
}

/** Every value in every IndexedDB store and every Cache Storage entry of the origin, as text. */
export async function everythingStored(page: Page) {
  const cached = await page.evaluate(async () => {
    const texts: string[] = []
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        texts.push(request.url, (await response?.text()) ?? '')
      }
    }
    return texts.join('\n')
  })
  return `${await indexedDbText(page)}\n${cached}`
}
