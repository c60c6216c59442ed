import type { Page } from 'playwright'

/**
 * What a phone shows badly, measured in the page: the page or an open dialog wider than the
 * screen, a text cut by its box, a row of controls that scrolls sideways, and a touch target
 * under 44 × 44 px (WCAG 2.5.5; a link inside running text is exempt, as WCAG 2.5.8 allows).
 */
export function problemsIn(page: Page, where: string) {
  return page.evaluate((where) => {
    const found: string[] = []
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.tagName)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40)
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1)
      found.push(`${where}: page ${doc.scrollWidth}/${doc.clientWidth} px`)
    const visible = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
      const r = el.getBoundingClientRect()
      // A visually hidden label (1 px, for screen readers) is not on screen to be cut.
      return r.width > 1 && r.height > 1 && r.right > 0 && r.bottom > 0 && r.left < innerWidth
    }
    for (const el of document.querySelectorAll('body *')) {
      if (!visible(el)) continue
      const style = getComputedStyle(el)
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      if (!clips || el.scrollWidth <= el.clientWidth + 1) continue
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      if (ownText) found.push(`${where}: text cut "${name(el)}" ${el.scrollWidth}/${el.clientWidth} px`)
      // A carousel (scroll snapping) shows the edge of its next slide: that is its sign it scrolls.
      else if (
        (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
        style.scrollSnapType === 'none'
      )
        found.push(`${where}: scrolls sideways "${name(el)}" ${el.scrollWidth}/${el.clientWidth} px`)
    }
    // A form wider than its dialog: its inputs and buttons reach past the dialog's edge.
    for (const dialog of document.querySelectorAll('dialog[open], [role=dialog]')) {
      const edge = Math.min(dialog.getBoundingClientRect().right, innerWidth)
      for (const el of dialog.querySelectorAll('input, button, select, textarea')) {
        const right = el.getBoundingClientRect().right
        if (visible(el) && right > edge + 1)
          found.push(
            `${where}: "${name(el)}" reaches ${Math.round(right)} px, past its dialog (${Math.round(edge)})`,
          )
      }
    }
    const targets =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=button], summary'
    for (const el of document.querySelectorAll(targets)) {
      const input = el as HTMLInputElement
      // A checkbox or radio is drawn small inside its label, which is what the finger hits.
      const box = (input.type === 'checkbox' || input.type === 'radio' ? el.closest('label') : null) ?? el
      if (!visible(box)) continue
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline' && el.closest('p')) continue
      const r = box.getBoundingClientRect()
      if (r.width < 43.5 || r.height < 43.5)
        found.push(`${where}: target ${Math.round(r.width)}×${Math.round(r.height)} px "${name(el)}"`)
    }
    return found
  }, where)
}
