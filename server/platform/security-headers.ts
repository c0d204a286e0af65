/**
 * Security headers as one precomputed object. @fastify/helmet rebuilt its set on every request
 * and cut the catalogue endpoints' throughput by about 40%. Helmet's headers for browsers long
 * gone (X-XSS-Protection, X-Download-Options, X-DNS-Prefetch-Control, Flash cross-domain) are
 * left out. Pages add their own hash-based Content-Security-Policy (content-security-policy.ts).
 */
export function buildSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-frame-options": "SAMEORIGIN",
    // Powerful features off, except the microphone for the chat's voice messages.
    "permissions-policy":
      "camera=(), geolocation=(), microphone=(self), payment=(), usb=(), interest-cohort=()",
    ...(options.hsts ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
