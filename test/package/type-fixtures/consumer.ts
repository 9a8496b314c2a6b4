// A partner's TypeScript module using the packed package's public entries: it must compile, with
// `skipLibCheck: false`, under the `bundler`, `node16` and `nodenext` resolutions (issue 37 item 4), and
// a wrong use must not (each `@ts-expect-error` fails the compile when its line stops being an error).
import { configure, load, setLanguage, setToken, version } from "ov-widgets";
import { isStrongPassword, needsSixPowers } from "ov-widgets/rules";
import { isValidCups } from "ov-widgets/validation";

configure({ apiBase: "https://ov.example.es", lang: "es" });
setLanguage("gl");
setToken(null);
void load("ov-comparator");

export const six: boolean = needsSixPowers({ power: "16", power2: "16" });
export const strong: boolean = isStrongPassword("Aa1!aa");
export const cups: boolean = isValidCups("ES0021000000000000AA");
export const shipped: string = version;

// @ts-expect-error the rules take the contract's powers, not a number
needsSixPowers(16);
// @ts-expect-error a language is a string
setLanguage(3);
