// Issue 39 item 7, "one voice per language": each catalog speaks to the customer in one form of address
// (locales/README.md "One voice per language"): es tú, ca tu, gl ti, fr vous, de Sie, en you. This test
// fails when a translation uses the other form. Its markers are words that can only mean the form the
// language does not use (an imperative, a pronoun or a possessive of it), never a word the chosen form
// shares with it (es "su", ca "seu", de "Ihr" also name a third person, so they are not markers; the
// catalogs were read by hand for those).
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readPo } from "../../scripts/po.mjs";

const root = resolve(import.meta.dirname, "../..");

/** The words, per language, that address the customer in a form other than the catalog's. */
const FOREIGN_VOICE: Record<string, { voice: string; markers: string[] }> = {
  es: {
    voice: "tú",
    markers: [
      "usted", "ustedes",
      // imperatives of usted
      "introduzca", "indique", "seleccione", "pulse", "revise", "revísela", "revíselas", "consulte", "vuelva",
      "espere", "contacte", "elija", "escriba", "añada", "acepte", "descargue", "inicie", "continúe",
      "actualice", "adjunte", "envíe", "envíela", "siga", "desactívelo", "llámenos", "escríbanos", "contáctenos",
      // le as "you"
      "le ayudaremos", "le llamaremos", "le responderemos", "le enviaremos", "ofrecerle", "le proponemos",
    ],
  },
  ca: {
    voice: "tu",
    markers: [
      "vostè", "vostès", "vós", "us", "vos", "vostre", "vostra", "vostres",
      // imperatives and present of vós / vosaltres
      "introduïu", "escriviu", "trieu", "reviseu", "torneu", "envieu", "adjunteu", "accepteu", "inicieu",
      "seleccioneu", "premeu", "consulteu", "descarregueu", "espereu", "seguiu", "repetiu", "continueu",
      "actualitzeu", "canvieu", "confirmeu", "moveu", "poseu", "desactiveu", "truqueu", "podeu", "teniu",
      "voleu", "necessiteu", "podreu", "indicareu",
      // imperatives of vostè
      "introdueixi", "escrigui", "triï", "torni", "truqui", "adjunti",
    ],
  },
  gl: {
    voice: "ti",
    markers: [
      "vostede", "vostedes", "vós", "vosoutros",
      // imperatives of vostede
      "escolla", "introduza", "revise", "revísea", "revíseas", "ténteo", "volva", "contacte", "chámenos",
      "escríbanos", "indique", "anexe", "anéxeo", "envíe", "envíea", "inicie", "agarde", "siga", "actualice",
      "comece", "continúe", "desactíveo", "escriba",
      // lle as "you"
      "axudarémoslle", "responderémoslle", "ofrecerlle", "propoñémoslle", "pídelle",
    ],
  },
  fr: { voice: "vous", markers: ["tu", "te", "toi", "ton", "ta", "tes", "t'", "t’"] },
  de: { voice: "Sie", markers: ["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines", "euch", "euer", "eure"] },
  en: { voice: "you", markers: ["thou", "thee", "thy"] },
};

/** A marker as a whole word (letters on neither side), case-insensitive. */
function wordPattern(markers: string[]): RegExp {
  const words = markers.map((marker) => {
    const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // An elided marker (French t') is followed by the next word's letters.
    return /['’]$/.test(marker) ? escaped : `${escaped}(?![\\p{L}\\p{N}])`;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})`, "iu");
}

/** The messages of a language whose translation holds a marker of another form of address, as "id: text". */
function foreignVoice(locale: string, messages: Iterable<[string, string]>): string[] {
  const entry = FOREIGN_VOICE[locale];
  if (!entry) throw new Error(`no voice decided for ${locale}`);
  const pattern = wordPattern(entry.markers);
  // ICU plural and select keywords ("one {…}") and placeholders are not words of the text.
  return [...messages]
    .filter(([, text]) => pattern.test(text.replace(/\{[^{}\s]+\}/g, " ")))
    .map(([id, text]) => `${id}: ${text} (${pattern.exec(text)?.[0]})`);
}

const LOCALES = ["ca", "es", "en", "gl", "fr", "de"];

function catalog(locale: string): [string, string][] {
  const dir = join(root, "locales", locale);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".po"))
    .sort()
    .flatMap((file) => [...readPo(join(dir, file))].map(([id, text]): [string, string] => [`${file} ${id}`, text]));
}

describe("one voice per language (issue 39 item 7)", () => {
  it.each(LOCALES)("%s speaks to the customer in one form of address", (locale) => {
    expect(foreignVoice(locale, catalog(locale)), `${locale} must say ${FOREIGN_VOICE[locale]?.voice}`).toEqual([]);
  });

  it("the markers find the other form (one sentence per language)", () => {
    const planted: Record<string, string> = {
      es: "Introduzca su contraseña y vuelva a intentarlo.",
      ca: "Torneu-ho a provar més tard.",
      gl: "Escolla un contrato.",
      fr: "Nous t'appelons.",
      de: "Prüfe deine Rechnung.",
      en: "Thou shalt pay.",
    };
    for (const locale of LOCALES) expect(foreignVoice(locale, [["planted", planted[locale] ?? ""]]), locale).toHaveLength(1);
  });

  it("the chosen form and the words it shares with a third person are not markers", () => {
    const fine: Record<string, string> = {
      es: "Revisa tu factura: el contrato tiene su potencia. Acepto que me contactéis.",
      ca: "Revisa la teva factura: el contracte té la seva potència. Accepto que em contacteu.",
      gl: "Revisa a túa factura: o contrato ten a súa potencia. Acepto que se comprobe a miña solvencia.",
      fr: "Vérifiez votre facture : le contrat a sa puissance. {max, plural, one {# fichier} other {# fichiers}}",
      de: "Prüfen Sie Ihre Rechnung: Die Batterie hat ihren Anteil.",
      en: "Check your invoice.",
    };
    for (const locale of LOCALES) expect(foreignVoice(locale, [["fine", fine[locale] ?? ""]]), locale).toEqual([]);
  });
});
