/**
 * The support area's numbers and keys, in one place. The spec's limits themselves live in
 * src/domain/limits.ts (uploads) and src/api/support.ts (the self-reading category).
 */
import { FILE_COUNT_LIMITS } from "../../../src/domain/limits";

/**
 * Support requests per page. calls §7.7 "Support request list and detail calls: not shown"; the
 * sandbox's list pages by 10 (demo/sandbox/README.md), the spec's default list size of contracts
 * "settings or 10" (§9).
 */
export const SUPPORT_PAGE_SIZE = 10;

/** spec §5 "Uploads": "1 to 6 on contact forms"; §2: "up to 6 attachments" (the attachments are optional: §5 Contact). */
export const CONTACT_MAX_FILES = FILE_COUNT_LIMITS.contact.max;

/** spec §5 "Uploads": "1 for ATC"; §2 "one attachment". */
export const ATC_MAX_FILES = FILE_COUNT_LIMITS.atc.max;

/** The server's limit of a case subject (the sandbox refuses a longer `title`). */
export const SUBJECT_MAX_LENGTH = 256;

/** The query value of the self-readings contact (spec §2 "With query autolectures=true and the feature on"). */
export const SELF_READINGS_QUERY = "autolectures";
