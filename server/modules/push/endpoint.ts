import { hostProblem, type Resolve, resolvedProblem } from '../../providers/publicAddress.ts'

/**
 * Why a device's push endpoint is refused (the `data.reason` of `pushEndpointNotAllowed`):
 * not https, an IP address (in any spelling) or an inside name as its host, a name that
 * resolves to nothing or to an address that is not public.
 */
export type EndpointProblem = 'notHttps' | 'address' | 'insideName' | 'unresolved' | 'notPublic'

export interface EndpointPolicy {
  /**
   * Origins reached though they are not public: a local push service in tests (config
   * PUSH_TEST_ORIGINS, refused in production mode). Empty anywhere else.
   */
  testOrigins: ReadonlySet<string>
  resolve: Resolve
}

/** An endpoint's own URL as the sender will use it, or why it never will. */
export function endpointUrl(endpoint: string, policy: EndpointPolicy): URL | EndpointProblem {
  if (!URL.canParse(endpoint)) return 'notHttps'
  const url = new URL(endpoint)
  if (policy.testOrigins.has(url.origin)) return url
  if (url.protocol !== 'https:') return 'notHttps'
  return hostProblem(url) ?? url
}

/**
 * The check at subscribe time: the endpoint's shape, then what its name resolves to now. The
 * sender's connections check the answer again (publicOnlyLookup), since a name may change it.
 */
export async function endpointProblem(
  endpoint: string,
  policy: EndpointPolicy,
): Promise<EndpointProblem | null> {
  const url = endpointUrl(endpoint, policy)
  if (typeof url === 'string') return url
  if (policy.testOrigins.has(url.origin)) return null
  return resolvedProblem(url.hostname, policy.resolve)
}
