/** Spanish tax ids, checked the way the client checks them, so sandbox special inputs are valid ones. */
const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

export function dniLetter(digits: number): string {
  return DNI_LETTERS[digits % 23] as string;
}

export function normalizeTaxId(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase().replace(/^ES(?=[0-9A-Z]{9}$)/, "");
}

export function isValidDniOrNie(value: string): boolean {
  const id = normalizeTaxId(value);
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (nie) return dniLetter(Number(`${"XYZ".indexOf(nie[1] as string)}${nie[2]}`)) === nie[3];
  const dni = /^(\d{8})([A-Z])$/.exec(id);
  return dni !== null && dniLetter(Number(dni[1])) === dni[2];
}

/** CIF: a letter, 7 digits and a control digit or letter. */
export function isValidCif(value: string): boolean {
  const id = normalizeTaxId(value);
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const digits = match[2] as string;
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    const d = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += d;
  }
  const control = (10 - (sum % 10)) % 10;
  return match[3] === String(control) || match[3] === "JABCDEFGHI"[control];
}

export function isValidTaxId(value: string): boolean {
  return isValidDniOrNie(value) || isValidCif(value);
}
