// A required text field that holds only spaces passes the browser's `required` check, and the
// address was then saved without its house (decision 0228). These say so on the field, as the browser
// says of an empty one, and keep the form from being sent.

/** False, with `message` shown on the field and the focus in it, when the field holds only spaces. */
export function reportBlank(input: HTMLInputElement | null, message: string): boolean {
  if (input === null || input.value.trim() !== '') return true;
  input.setCustomValidity(message);
  input.reportValidity();
  return false;
}

/** Clears what reportBlank said once the person types (the browser keeps it until told). */
export function clearReported(input: HTMLInputElement): void {
  input.setCustomValidity('');
}
