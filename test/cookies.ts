/** Forgets every cookie of the test page (token, consent, lang, single sign-on round trip): each test starts as a new visitor. */
export function clearCookies(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
