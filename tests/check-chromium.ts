// Browser tests need Debian's Chromium; say so plainly instead of failing with a stack trace.
import { accessSync, constants } from 'node:fs'

import { CHROMIUM_PATH as path } from './chromium.ts'

try {
  accessSync(path, constants.X_OK)
} catch {
  console.error(
    `\nNo Chromium found at ${path}.\n` +
      'The browser tests run in headless Chromium. Install it with:\n' +
      '  sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.\n',
  )
  process.exit(1)
}
