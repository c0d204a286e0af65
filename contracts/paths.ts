/**
 * Every internal URL of the shop, built in one place: links, redirects, canonical URLs and the
 * sitemap all agree, and a route that moves changes here only. Pure and dependency-free: the
 * browser bundle imports it.
 */
export function withQuery(
  pathname: string,
  query: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export const paths = {
  home: () => "/",
  games: (options: { category?: string | null | undefined; page?: number } = {}) =>
    withQuery("/games", {
      category: options.category ?? undefined,
      page: options.page && options.page > 1 ? options.page : undefined,
    }),
  game: (slug: string) => `/games/${encodeURIComponent(slug)}`,
  search: (options: { q?: string; page?: number } = {}) =>
    withQuery("/search", {
      q: options.q,
      page: options.page && options.page > 1 ? options.page : undefined,
    }),
  guides: (options: { page?: number } = {}) =>
    withQuery("/guides", { page: options.page && options.page > 1 ? options.page : undefined }),
  guideArticle: (slug: string) => `/guides/${encodeURIComponent(slug)}`,
  blogs: () => "/blogs",
  about: () => "/about",
  payments: () => "/payments",
  shipping: () => "/shipping",
  guide: () => "/guide",
  faq: () => "/faq",
  returns: () => "/returns",
  terms: () => "/terms",
  privacy: () => "/privacy",
  partner: () => "/partner",
  community: () => "/community",
  newsletterConfirm: (token?: string) => withQuery("/newsletter/confirm", { token }),
  newsletterUnsubscribe: (token?: string) => withQuery("/newsletter/unsubscribe", { token }),
  newsletterSubscribed: (result?: string, lang?: string) =>
    withQuery("/newsletter/subscribed", { result, lang }),
  sitemap: () => "/sitemap.xml",
  login: () => "/login",
  signup: () => "/signup",
  otpVerify: () => "/otp-verify",
  forgotPassword: () => "/forgot-password",
  /** The e-mailed reset link; `lang` opens the page in the e-mail's language. */
  resetPassword: (token?: string, lang?: string) => withQuery("/reset-password", { token, lang }),
  authCallback: () => "/auth/callback",
  account: () => "/account",
  settings: () => "/settings",
  apiTest: () => "/api-test",
  admin: () => "/admin",
  adminDashboard: () => "/admin-dashboard",
  /** Where a signed-in admin sets up two-factor sign-in (ADMIN_2FA=required sends them there). */
  adminTwoFactor: () => "/admin/two-factor",
  devMailbox: () => "/dev/mailbox",
  googleSignIn: () => "/api/users/auth/google",
} as const;
