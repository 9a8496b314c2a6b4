import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApiErrorCode } from "./errors";

/**
 * The generic catalogue message of each failure (calls document §8.1), for screens that have no more
 * specific message of their own. Widgets show it with a retry action. This table is the catalogs'
 * source (Lingui extracts it into `core.po`); each id is `api.error.` and the code in camel case, which
 * {@link describeApiError} writes from the code, as a built descriptor is only its id: the table in the
 * runtime chunk was 0.2 kB gzip of the comparator's first load. A test checks the two agree.
 */
export const API_ERROR_MESSAGES: Record<ApiErrorCode, MessageDescriptor> = {
  network: msg({ id: "api.error.network", message: "The service cannot be reached. Check your connection and try again." }),
  timeout: msg({ id: "api.error.timeout", message: "The service is taking too long to answer. Please try again." }),
  aborted: msg({ id: "api.error.aborted", message: "The request was cancelled." }),
  malformed: msg({ id: "api.error.malformed", message: "The service sent an answer we could not read. Please try again later." }),
  token_expired: msg({ id: "api.error.tokenExpired", message: "Your session has expired. Please sign in again." }),
  token_invalid: msg({ id: "api.error.tokenInvalid", message: "Your session is not valid. Please sign in again." }),
  unauthorized: msg({ id: "api.error.unauthorized", message: "You need to sign in to do this." }),
  forbidden: msg({ id: "api.error.forbidden", message: "You are not allowed to do this." }),
  not_found: msg({ id: "api.error.notFound", message: "What you asked for was not found." }),
  validation: msg({ id: "api.error.validation", message: "Some data is not valid. Check the fields marked in the form." }),
  not_acceptable: msg({ id: "api.error.notAcceptable", message: "This operation cannot be done with these values." }),
  session_timeout: msg({ id: "api.error.sessionTimeout", message: "Your session has expired. Please sign in again." }),
  maintenance: msg({ id: "api.error.maintenance", message: "The service is under maintenance. Please try again later." }),
  server: msg({ id: "api.error.server", message: "Something went wrong on our side. Please try again." }),
  method_not_allowed: msg({ id: "api.error.methodNotAllowed", message: "This operation is not available." }),
  http: msg({ id: "api.error.http", message: "The operation could not be done. Please try again." }),
};

/**
 * The message of a failure, by its code: the id of its entry in {@link API_ERROR_MESSAGES}.
 * @example i18n._(describeApiError(error.code)) // describeApiError("token_expired").id === "api.error.tokenExpired"
 */
export function describeApiError(code: ApiErrorCode): MessageDescriptor {
  return { id: `api.error.${code.replace(/_(.)/g, (_, letter: string) => letter.toUpperCase())}` };
}
