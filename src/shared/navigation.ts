/**
 * Lets code outside React (the API client's 401 flow) move the router without importing it,
 * which would make the router depend on itself. The app installs the router's navigate at start.
 */
let navigateImpl: (to: string) => void = (to) => window.location.assign(to)

export function setNavigator(fn: (to: string) => void) {
  navigateImpl = fn
}

export const navigateTo = (to: string) => navigateImpl(to)
