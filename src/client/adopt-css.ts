// Stylesheets that come after the first paint (decision 0210):
// the styles of an island's parts that only show once a person has
// used it (the address popup, the cart bar's review) travel in the island's own code instead of in
// every page's first response, and the rows a page fetches later (list-more.ts) bring the rules of
// their components. Both are applied as constructed stylesheets: the page's Content-Security-Policy
// allows only the <style> elements it was sent with (by hash), and does not restrict the CSSOM.

/** The stylesheets added to this document so far, by name. */
const adopted = new Set<string>();

function adoptSheet(sheet: CSSStyleSheet): void {
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Applies `css` to this document once under `name` (nothing on the server, where islands also render). */
export function adoptCss(name: string, css: string): void {
  if (typeof document === 'undefined' || adopted.has(name)) return;
  adopted.add(name);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  adoptSheet(sheet);
}

/** Every rule this document applies, as text. */
function rulesOfDocument(): Set<string> {
  const rules = new Set<string>();
  for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) {
    try {
      for (const rule of sheet.cssRules) rules.add(rule.cssText);
    } catch {
      // A sheet whose rules cannot be read (another origin's): nothing to compare with.
    }
  }
  return rules;
}

/**
 * Applies the rules of `texts` (a fetched page's stylesheets) that this document does not have: the
 * components of that page that this one lacks. Rules it has already stay where they are in the cascade.
 */
export function adoptNewRules(texts: readonly string[]): void {
  if (texts.length === 0) return;
  const have = rulesOfDocument();
  const incoming = new CSSStyleSheet();
  incoming.replaceSync(texts.join('\n'));
  const fresh = [...incoming.cssRules].map((rule) => rule.cssText).filter((text) => !have.has(text));
  if (fresh.length === 0) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(fresh.join('\n'));
  adoptSheet(sheet);
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/**
 * A fetched page of this shop as HTML without its <style> elements, and their texts. A document that
 * DOMParser makes keeps this page's policy, and each <style> parsed into it is reported as refused
 * (the policy names only this page's own by hash): the styles are taken out before it parses.
 */
export function splitStyles(html: string): { html: string; styles: string[] } {
  const styles: string[] = [];
  const rest = html.replace(STYLE_ELEMENT, (_element, text: string) => {
    styles.push(text);
    return '';
  });
  return { html: rest, styles };
}
