/**
 * Session and user calls (calls document §7.2): one typed function per call, next to the schema of its
 * answer. The session store (src/runtime/session.ts) decides what to do with the answers.
 */
import * as v from "valibot";
import { queryKey } from "../runtime/query-key";
import type { ApiClient } from "./types";

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * @example const profile = useQuery(sessionKeys.profile, (signal) => getProfile(api, signal));
 */
export const sessionKeys = {
  all: queryKey("session"),
  /** `getProfile(api)` */
  profile: queryKey("session", "profile"),
};

/** POST user/login. */
export const LoginAnswerSchema = /* @__PURE__ */ v.looseObject({
  token: v.string(),
  change_password: v.optional(v.boolean(), false),
});

/** POST user/openid. */
export const OpenIdAnswerSchema = /* @__PURE__ */ v.looseObject({
  token: v.string(),
  openid_token: v.optional(v.nullable(v.string()), null),
  new_customer: v.optional(v.boolean(), false),
});

export const TokenValidAnswerSchema = /* @__PURE__ */ v.looseObject({ token_is_valid: v.boolean() });

export const ClientIdAnswerSchema = /* @__PURE__ */ v.looseObject({ token: v.optional(v.string()) });

/** PUT user/password: status ERROR is a failure, otherwise a new token (spec §7.2). */
export const PasswordAnswerSchema = /* @__PURE__ */ v.looseObject({
  status: v.optional(v.string()),
  token: v.optional(v.string()),
  message: v.optional(v.string()),
});

export const ResetAnswerSchema = /* @__PURE__ */ v.looseObject({
  state: v.optional(v.string()),
  status: v.optional(v.string()),
});

/** GET users/ (v1 or v2): "profile (version 1 or 2, with email and name)". */
export const ProfileSchema = /* @__PURE__ */ v.looseObject({
  version: v.optional(v.number()),
  name: v.optional(v.nullable(v.string())),
  email: v.optional(v.nullable(v.string())),
});

/** POST signup/confirm: result.render{errors, body}. */
export const SignupAnswerSchema = /* @__PURE__ */ v.looseObject({
  result: v.looseObject({
    render: v.looseObject({
      errors: v.optional(v.nullable(v.array(v.string())), []),
      body: v.optional(v.nullable(v.string()), ""),
    }),
  }),
});

export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>;
export type OpenIdAnswer = v.InferOutput<typeof OpenIdAnswerSchema>;
export type Profile = v.InferOutput<typeof ProfileSchema>;
export type SignupAnswer = v.InferOutput<typeof SignupAnswerSchema>;

export interface SignupForm {
  /** Without the `ES` prefix (spec §5). */
  nif: string;
  contract: string;
  email: string;
  email2: string;
  accept_conditions: boolean;
  accept_gdpr: boolean;
  phone?: string;
  invoiceNumber?: string;
  /** The last 6 characters of the CUPS when the sign-up asks for them (spec §2; the field name is not given, ours). */
  cups?: string;
}

/**
 * Logs in with user and password.
 * @returns the token and the change_password flag
 * @example const { token, change_password } = await login(api, { user: "47281936P", password });
 */
export function login(api: ApiClient, credentials: { user: string; password: string }, signal?: AbortSignal) {
  return api.post("user/login", { body: credentials, schema: LoginAnswerSchema, signal });
}

/**
 * Exchanges a single sign-on code (spec §4 Single sign-on).
 * @example await exchangeOpenIdCode(api, { code, nonce: readCookie("ov_oidc_nonce") });
 */
export function exchangeOpenIdCode(api: ApiClient, payload: { code: string; nonce: string }, signal?: AbortSignal) {
  return api.post("user/openid", { body: payload, schema: OpenIdAnswerSchema, signal });
}

/**
 * @returns `{token_is_valid}`; false clears the session
 * @example if (!(await isTokenValid(api, token)).token_is_valid) session.signOut();
 */
export function isTokenValid(api: ApiClient, token: string, signal?: AbortSignal) {
  return api.post("is_token_valid", { body: { token }, schema: TokenValidAnswerSchema, signal });
}

/**
 * Logs in with a client id and secret; a failure or a missing token is the 505 error page (spec §8.1).
 * @example const { token } = await loginWithClientId(api, { client_id, secret });
 */
export function loginWithClientId(api: ApiClient, payload: { client_id: string; secret: string }, signal?: AbortSignal) {
  return api.post("user/client_id", { body: payload, schema: ClientIdAnswerSchema, signal });
}

/**
 * Changes the password; 403 means the current one is wrong (spec §8.2).
 * @example const answer = await changePassword(api, { current, password });
 */
export function changePassword(api: ApiClient, payload: { current: string; password: string }, signal?: AbortSignal) {
  return api.put("user/password", { body: payload, schema: PasswordAnswerSchema, signal });
}

/**
 * Asks for a password reset email; a 400 carries per-field errors (ApiError.fields).
 * @example await requestPasswordReset(api, { email, nif });
 */
export function requestPasswordReset(api: ApiClient, payload: { email: string; nif: string }, signal?: AbortSignal) {
  return api.post("user/reset/", { body: payload, schema: ResetAnswerSchema, signal });
}

/**
 * The signed-in user's profile (v2, falling back to v1).
 * @example const { name, email } = await getProfile(api);
 */
export function getProfile(api: ApiClient, signal?: AbortSignal) {
  return api.get("users/", { version: 2, schema: ProfileSchema, signal });
}

/**
 * Sign-up (activation): the body is shown on success, the errors under a cannot-sign-up alert.
 * @example const { result } = await confirmSignup(api, form); result.render.errors;
 */
export function confirmSignup(api: ApiClient, form: SignupForm, signal?: AbortSignal) {
  return api.post("signup/confirm", { body: form, schema: SignupAnswerSchema, signal });
}
