/**
 * Session and user (spec §7.2) and the sandbox OpenID provider (issue 3 §6). The customers of the data
 * set live here, in `db.customers`, and are documented in demo/sandbox/README.md.
 */
import { authenticate, issueToken } from "../auth.ts";
import { bool, str } from "../body.ts";
import { apiError, json } from "../http.ts";
import { escapeHtml, tr, type Texts } from "../i18n.ts";
import { signToken } from "../jwt.ts";
import { isValidTaxId, normalizeTaxId } from "../tax-id.ts";
import type { Lang, Route, RouteContext, SandboxCustomer, SandboxDb } from "../types.ts";

/** Ids of the seeded customers, for the other domain modules and tests. */
export const CUSTOMER_IDS = {
  household: "cust-household",
  business: "cust-business",
  readonly: "cust-readonly",
  mustChangePassword: "cust-newpass",
} as const;

/** The client id and secret that `POST user/client_id` accepts (spec §7.2). */
export const CLIENT_CREDENTIALS = { client_id: "ov-sandbox-client", secret: "ov-sandbox-secret" } as const;

/** A contract number that sign-up never finds (spec §8.2: the server's render.errors). */
export const SIGNUP_UNKNOWN_CONTRACT = "0000000";

interface SessionTable {
  /** OpenID authorization codes waiting for their exchange, one use each. */
  codes: Map<string, { customerId: string; nonce: string; newCustomer: boolean }>;
  serial: number;
  /** Tax ids that asked to sign up (activation), so a second request is refused. */
  signups: Set<string>;
}

function table(db: SandboxDb): SessionTable {
  return db.tables.session as SessionTable;
}

export function seed(db: SandboxDb): void {
  const customers: SandboxCustomer[] = [
    {
      id: CUSTOMER_IDS.household,
      user: "47281936P",
      password: "Sandbox1!",
      name: "Marta Puig Ferrer",
      email: "marta.puig@example.com",
      vat: "47281936P",
      kind: "household",
      readonly: false,
      locale: "ca-ES",
      phone: "+34612345678",
    },
    {
      id: CUSTOMER_IDS.business,
      user: "B65432106",
      password: "Empresa1!",
      name: "Forn de Pa Vidal, S.L.",
      email: "administracio@fornvidal.example",
      vat: "B65432106",
      kind: "business",
      readonly: false,
      locale: "es-ES",
      phone: "+34934567890",
    },
    {
      id: CUSTOMER_IDS.readonly,
      user: "staff",
      password: "Staff1!",
      name: "Suport OV (com a Marta Puig Ferrer)",
      email: "suport@ov-sandbox.example",
      vat: "47281936P",
      kind: "readonly",
      readonly: true,
      locale: "ca-ES",
      impersonates: CUSTOMER_IDS.household,
    },
    {
      id: CUSTOMER_IDS.mustChangePassword,
      user: "23456789D",
      password: "Canvia1!",
      name: "Jordi Soler Vidal",
      email: "jordi.soler@example.com",
      vat: "23456789D",
      kind: "prospect",
      readonly: false,
      locale: "es-ES",
      mustChangePassword: true,
    },
  ];
  db.customers.push(...customers);
  db.tables.session = { codes: new Map(), serial: 0, signups: new Set() } satisfies SessionTable;
}

/** Login users are tax ids or names: an `ES` prefix and case do not matter. */
function findByLogin(db: SandboxDb, user: string): SandboxCustomer | undefined {
  const wanted = normalizeTaxId(user);
  return db.customers.find((c) => normalizeTaxId(c.user) === wanted || c.email.toLowerCase() === user.trim().toLowerCase());
}

/** The customer a request's token belongs to; a staff token names the impersonated customer, flagged read-only. */
function currentCustomer(ctx: RouteContext): SandboxCustomer | undefined {
  return ctx.db.customers.find((c) => c.id === ctx.user?.customerId);
}

const MSG = {
  required: { ca: "És obligatori", es: "Es obligatorio", en: "Required", gl: "É obrigatorio", fr: "Obligatoire", de: "Pflichtfeld" },
  invalidTaxId: { ca: "Document no vàlid", es: "Documento no válido", en: "Invalid document", gl: "Documento non válido", fr: "Document non valide", de: "Ungültiges Dokument" },
  invalidEmail: { ca: "Correu electrònic no vàlid", es: "Correo electrónico no válido", en: "Invalid email", gl: "Correo electrónico non válido", fr: "E-mail non valide", de: "Ungültige E-Mail-Adresse" },
  unknownTaxId: {
    ca: "No hi ha cap usuari amb aquest document",
    es: "No hay ningún usuario con este documento",
    en: "There is no user with this document",
    gl: "Non hai ningún usuario con este documento",
    fr: "Aucun utilisateur avec ce document",
    de: "Kein Benutzer mit diesem Dokument",
  },
  emailMismatch: {
    ca: "Aquest correu no és el de l'usuari",
    es: "Este correo no es el del usuario",
    en: "This email does not belong to the user",
    gl: "Este correo non é o do usuario",
    fr: "Cet e-mail n'est pas celui de l'utilisateur",
    de: "Diese E-Mail gehört nicht zum Benutzer",
  },
  emailsDiffer: { ca: "Els correus no coincideixen", es: "Los correos no coinciden", en: "The emails do not match", gl: "Os correos non coinciden", fr: "Les e-mails ne correspondent pas", de: "Die E-Mail-Adressen stimmen nicht überein" },
  mustAccept: {
    ca: "Cal acceptar les condicions i la política de protecció de dades",
    es: "Hay que aceptar las condiciones y la política de protección de datos",
    en: "You must accept the conditions and the data protection policy",
    gl: "Hai que aceptar as condicións e a política de protección de datos",
    fr: "Vous devez accepter les conditions et la politique de protection des données",
    de: "Sie müssen die Bedingungen und die Datenschutzrichtlinie akzeptieren",
  },
  alreadyUser: {
    ca: "Ja existeix un usuari de l'oficina virtual amb aquest document",
    es: "Ya existe un usuario de la oficina virtual con este documento",
    en: "A virtual office user with this document already exists",
    gl: "Xa existe un usuario da oficina virtual con este documento",
    fr: "Un utilisateur de l'agence en ligne existe déjà avec ce document",
    de: "Für dieses Dokument gibt es bereits ein Kundenportal-Konto",
  },
  unknownContract: {
    ca: "No trobem cap contracte amb aquest número i aquest titular",
    es: "No encontramos ningún contrato con este número y este titular",
    en: "We cannot find a contract with this number and this holder",
    gl: "Non atopamos ningún contrato con este número e este titular",
    fr: "Aucun contrat trouvé avec ce numéro et ce titulaire",
    de: "Kein Vertrag mit dieser Nummer und diesem Inhaber gefunden",
  },
  phoneShort: { ca: "Telèfon massa curt", es: "Teléfono demasiado corto", en: "Phone too short", gl: "Teléfono demasiado curto", fr: "Téléphone trop court", de: "Telefonnummer zu kurz" },
} satisfies Record<string, Texts>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function login(ctx: RouteContext): Response {
  const user = str(ctx.body, "user") ?? "";
  const password = str(ctx.body, "password") ?? "";
  const customer = findByLogin(ctx.db, user);
  // spec §8.1: login 401 or 403 is the generic "credentials are not correct".
  if (!customer || customer.password !== password) return apiError(401, "invalid_credentials");
  return json({ token: issueToken(ctx.db, customer), change_password: customer.mustChangePassword === true });
}

function openidExchange(ctx: RouteContext): Response {
  const code = str(ctx.body, "code");
  const nonce = str(ctx.body, "nonce");
  if (!code) return apiError(400, "code_required", { code: ["required"] });
  const codes = table(ctx.db).codes;
  const grant = codes.get(code);
  if (!grant) return apiError(401, "invalid_code");
  // The nonce ties the code to the browser that started the flow (spec §4 Single sign-on).
  if (!nonce || nonce !== grant.nonce) return apiError(401, "nonce_mismatch");
  codes.delete(code);
  const customer = ctx.db.customers.find((c) => c.id === grant.customerId);
  if (!customer) return apiError(401, "invalid_code");
  const nowSeconds = Math.floor(Date.now() / 1000);
  const openidToken = signToken({ iss: "ov-sandbox-oidc", aud: "ov-sandbox", sub: customer.id, nonce, email: customer.email, iat: nowSeconds, exp: nowSeconds + 3600 });
  return json({ token: issueToken(ctx.db, customer), openid_token: openidToken, new_customer: grant.newCustomer });
}

function changePassword(ctx: RouteContext): Response {
  const customer = currentCustomer(ctx);
  if (!customer) return apiError(401, "token_invalid");
  // A staff impersonation cannot change the customer's password.
  if (ctx.user?.readonly) return apiError(403, "readonly_token");
  const current = str(ctx.body, "current") ?? "";
  const next = str(ctx.body, "password") ?? "";
  // spec §8.2: 403 means the current password is invalid.
  if (current !== customer.password) return apiError(403, "current_password_invalid");
  // spec §5: at least 6 characters with lower case, upper case, digit and symbol.
  const strong = next.length >= 6 && /[a-z]/.test(next) && /[A-Z]/.test(next) && /\d/.test(next) && /[^A-Za-z0-9]/.test(next);
  if (!strong) return json({ status: "ERROR", message: "password_invalid" });
  customer.password = next;
  customer.mustChangePassword = false;
  return json({ status: "OK", token: issueToken(ctx.db, customer) });
}

function resetPassword(ctx: RouteContext): Response {
  const email = (str(ctx.body, "email") ?? "").trim();
  const nif = normalizeTaxId(str(ctx.body, "nif") ?? "");
  const errors: Record<string, string[]> = {};
  if (!nif) errors.nif = [tr(ctx.lang, MSG.required)];
  else if (!isValidTaxId(nif)) errors.nif = [tr(ctx.lang, MSG.invalidTaxId)];
  if (!email) errors.email = [tr(ctx.lang, MSG.required)];
  else if (!EMAIL.test(email)) errors.email = [tr(ctx.lang, MSG.invalidEmail)];
  if (Object.keys(errors).length === 0) {
    const customer = ctx.db.customers.find((c) => !c.impersonates && normalizeTaxId(c.vat) === nif);
    if (!customer) errors.nif = [tr(ctx.lang, MSG.unknownTaxId)];
    else if (customer.email.toLowerCase() !== email.toLowerCase()) errors.email = [tr(ctx.lang, MSG.emailMismatch)];
  }
  // spec §7.2 and §8.2: "a 400 carries per-field errors".
  if (Object.keys(errors).length > 0) return apiError(400, "validation", errors);
  return json({ status: "OK", state: "sent" });
}

function profile(ctx: RouteContext): Response {
  const customer = currentCustomer(ctx);
  if (!customer) return apiError(401, "token_invalid");
  // Only what the catalogue documents ("profile (version 1 or 2, with email and name)", calls §7.2 and
  // spec §3 Profile): the customer's id, tax id, locale, phone and read-only flag stay in the sandbox
  // (the read-only flag and the locale travel in the token's claims, calls §3).
  return json({ version: ctx.version === 1 ? 1 : 2, name: customer.name, email: customer.email });
}

function signup(ctx: RouteContext): Response {
  const lang = ctx.lang;
  const nif = normalizeTaxId(str(ctx.body, "nif") ?? "");
  const contract = (str(ctx.body, "contract") ?? "").trim();
  const email = (str(ctx.body, "email") ?? "").trim();
  const email2 = (str(ctx.body, "email2") ?? "").trim();
  const phone = str(ctx.body, "phone");
  const errors: string[] = [];
  if (!isValidTaxId(nif)) errors.push(tr(lang, MSG.invalidTaxId));
  if (!contract) errors.push(tr(lang, MSG.required));
  if (!EMAIL.test(email)) errors.push(tr(lang, MSG.invalidEmail));
  else if (email.toLowerCase() !== email2.toLowerCase()) errors.push(tr(lang, MSG.emailsDiffer));
  if (phone !== undefined && phone.trim() !== "" && phone.replace(/\D/g, "").length < 4) errors.push(tr(lang, MSG.phoneShort));
  if (!bool(ctx.body, "accept_conditions") || !bool(ctx.body, "accept_gdpr")) errors.push(tr(lang, MSG.mustAccept));
  if (errors.length === 0) {
    const signups = table(ctx.db).signups;
    if (ctx.db.customers.some((c) => normalizeTaxId(c.vat) === nif) || signups.has(nif)) errors.push(tr(lang, MSG.alreadyUser));
    else if (contract === SIGNUP_UNKNOWN_CONTRACT || !/^\d{4,}$/.test(contract)) errors.push(tr(lang, MSG.unknownContract));
    else signups.add(nif);
  }
  if (errors.length > 0) return json({ result: { render: { errors, body: "" } } });
  return json({ result: { render: { errors: [], body: signupBody(lang, email) } } });
}

function signupBody(lang: Lang, email: string): string {
  const safe = escapeHtml(email);
  const texts: Texts = {
    ca: `<h3>Alta gairebé enllestida</h3><p>Hem enviat un correu a <strong>${safe}</strong> amb l'enllaç per activar el vostre usuari. L'enllaç caduca en 48 hores.</p>`,
    es: `<h3>Alta casi terminada</h3><p>Hemos enviado un correo a <strong>${safe}</strong> con el enlace para activar su usuario. El enlace caduca en 48 horas.</p>`,
    en: `<h3>Almost done</h3><p>We have sent an email to <strong>${safe}</strong> with the link to activate your user. The link expires in 48 hours.</p>`,
    gl: `<h3>Alta case rematada</h3><p>Enviamos un correo a <strong>${safe}</strong> coa ligazón para activar o seu usuario. A ligazón caduca en 48 horas.</p>`,
    fr: `<h3>Inscription presque terminée</h3><p>Nous avons envoyé un e-mail à <strong>${safe}</strong> avec le lien d'activation de votre compte. Le lien expire dans 48 heures.</p>`,
    de: `<h3>Fast geschafft</h3><p>Wir haben eine E-Mail an <strong>${safe}</strong> mit dem Link zur Aktivierung Ihres Kontos gesendet. Der Link ist 48 Stunden gültig.</p>`,
  };
  return tr(lang, texts);
}

export const routes: Route[] = [
  { method: "POST", path: "user/login", versions: [1], auth: "none", handler: login },
  { method: "POST", path: "user/openid", versions: [1], auth: "none", handler: openidExchange },
  {
    method: "POST",
    path: "is_token_valid",
    versions: [1],
    auth: "none",
    handler: (ctx) => {
      const token = str(ctx.body, "token") ?? "";
      if (ctx.scenario === "token_expired") return json({ token_is_valid: false });
      return json({ token_is_valid: authenticate(ctx.db, token).status === "ok" });
    },
  },
  {
    method: "POST",
    path: "user/client_id",
    versions: [1],
    auth: "none",
    handler: (ctx) => {
      const ok = str(ctx.body, "client_id") === CLIENT_CREDENTIALS.client_id && str(ctx.body, "secret") === CLIENT_CREDENTIALS.secret;
      if (!ok) return apiError(401, "client_id_invalid");
      const customer = ctx.db.customers.find((c) => c.id === CUSTOMER_IDS.household);
      return customer ? json({ token: issueToken(ctx.db, customer) }) : apiError(500, "internal_error");
    },
  },
  { method: "PUT", path: "user/password", versions: [1], auth: "required", handler: changePassword },
  { method: "POST", path: "user/reset/", versions: [1], auth: "none", handler: resetPassword },
  { method: "GET", path: "users/", versions: [1, 2], auth: "required", handler: profile },
  { method: "POST", path: "signup/confirm", versions: [1], auth: "none", handler: signup },
];

/** Resolves `login_hint`: a login user, a customer id, a kind, or `new` (a first-time customer). */
function customerForHint(db: SandboxDb, hint: string): { customer: SandboxCustomer; newCustomer: boolean } | null {
  if (hint === "new") {
    const t = table(db);
    t.serial += 1;
    const customer: SandboxCustomer = {
      id: `cust-new-${t.serial}`,
      user: `nou.client.${t.serial}@example.com`,
      password: "",
      name: "Client Nou",
      email: `nou.client.${t.serial}@example.com`,
      vat: "",
      kind: "prospect",
      readonly: false,
      locale: "ca-ES",
    };
    db.customers.push(customer);
    return { customer, newCustomer: true };
  }
  const customer =
    db.customers.find((c) => c.id === hint || c.user.toLowerCase() === hint.toLowerCase()) ?? db.customers.find((c) => c.kind === hint);
  return customer ? { customer, newCustomer: false } : null;
}

function page(title: string, body: string, status = 200): Response {
  // No script and no inline style: the page works under the strictest CSP of the demo.
  return new Response(`<!doctype html><html lang="ca"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`, {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}

function authorize(ctx: RouteContext): Response {
  const redirectUri = ctx.query.get("redirect_uri");
  const state = ctx.query.get("state") ?? "";
  const nonce = ctx.query.get("nonce") ?? "";
  if (!redirectUri || !/^https?:\/\//.test(redirectUri)) return page("Sandbox OpenID", "<p>redirect_uri (absolute http/https URL) is required.</p>", 400);
  const hint = ctx.query.get("login_hint");
  if (!hint) {
    const links = ctx.db.customers
      .filter((c) => c.kind !== "prospect")
      .map((c) => `<li><a href="${escapeHtml(withParam(ctx.url, "login_hint", c.user))}">${escapeHtml(c.name)}</a> (${escapeHtml(c.user)})</li>`)
      .concat(`<li><a href="${escapeHtml(withParam(ctx.url, "login_hint", "new"))}">Client nou / new customer</a></li>`)
      .join("");
    return page("Sandbox OpenID", `<h1>Sandbox OpenID provider</h1><p>Choose who signs in:</p><ul>${links}</ul>`);
  }
  const chosen = customerForHint(ctx.db, hint);
  if (!chosen) return page("Sandbox OpenID", `<p>Unknown login_hint ${escapeHtml(hint)}.</p>`, 400);
  const t = table(ctx.db);
  t.serial += 1;
  const code = `sbx-${ctx.db.seed.toString(36)}-${t.serial}-${Math.random().toString(36).slice(2, 10)}`;
  t.codes.set(code, { customerId: chosen.customer.id, nonce, newCustomer: chosen.newCustomer });
  const target = new URL(redirectUri);
  target.searchParams.set("code", code);
  target.searchParams.set("state", state);
  return new Response(null, { status: 302, headers: { location: target.href } });
}

function logout(ctx: RouteContext): Response {
  const target = ctx.query.get("post_logout_redirect_uri");
  if (target && /^https?:\/\//.test(target)) return new Response(null, { status: 302, headers: { location: target } });
  return page("Sandbox OpenID", "<p>Sessió tancada al proveïdor d'identitat del sandbox.</p>");
}

function withParam(url: URL, key: string, value: string): string {
  const next = new URL(url.href);
  next.searchParams.set(key, value);
  return `${next.pathname}${next.search}`;
}

/** Under `/sandbox/`: the OpenID provider and the demo panel's helpers. */
export const sandboxRoutes: Route[] = [
  { method: "GET", path: "oidc/authorize", versions: [0], handler: authorize },
  { method: "GET", path: "oidc/logout", versions: [0], handler: logout },
  {
    method: "GET",
    path: "customers",
    versions: [0],
    handler: (ctx) =>
      json({
        customers: ctx.db.customers.map((c) => ({ id: c.id, user: c.user, password: c.password, name: c.name, kind: c.kind, readonly: c.readonly, locale: c.locale })),
      }),
  },
  {
    // The demo panel's "signed-in customer" switch: a token without a login round trip.
    method: "GET",
    path: "token",
    versions: [0],
    handler: (ctx) => {
      const who = ctx.query.get("customer") ?? "household";
      const chosen = customerForHint(ctx.db, who);
      if (!chosen || who === "new") return apiError(404, "unknown_customer");
      return json({ token: issueToken(ctx.db, chosen.customer), customer_id: chosen.customer.impersonates ?? chosen.customer.id });
    },
  },
];
