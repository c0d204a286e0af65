/** The account endpoints the browser calls. */
export const accountApiPaths = {
  signupRequest: "/api/users/signup/request",
  signupVerify: "/api/users/signup/verify",
  signupResend: "/api/users/signup/resend",
  userLogin: "/api/users/login",
  adminLogin: "/api/admin/login",
  adminLoginSecondStep: "/api/admin/login/2fa",
  refresh: "/api/users/refresh",
  profile: "/api/users/profile",
  changePassword: "/api/users/change-password",
  forgotPassword: "/api/users/password/forgot",
  resetPassword: "/api/users/password/reset",
  deleteAccount: "/api/users/delete-account",
  userLogout: "/api/users/logout",
  adminLogout: "/api/admin/logout",
} as const;
