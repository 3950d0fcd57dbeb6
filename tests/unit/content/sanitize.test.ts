import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from '../../../src/server/pages/sanitize.ts';

// Whatever an editor pastes into Markdown reaches customers only as harmless markup.
describe('sanitising editors’ HTML', () => {
  it('removes scripts, with their code', () => {
    const clean = sanitizeEditorHtml(
      '<p>Fresh</p><script>alert(document.cookie)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(clean).toBe('<p>Fresh</p>');
  });

  it.each([
    '<a href="javascript:alert(1)">Offer</a>',
    '<a href="JaVaScRiPt:alert(1)">Offer</a>',
    '<a href=" javascript:alert(1)">Offer</a>',
    '<a href="java&#x09;script:alert(1)">Offer</a>',
    '<a href="&#106;avascript:alert(1)">Offer</a>',
    '<a href="data:text/html,<script>alert(1)</script>">Offer</a>',
    '<a href="vbscript:msgbox(1)">Offer</a>',
  ])('drops a dangerous link target: %s', (dirty) => {
    const clean = sanitizeEditorHtml(dirty);
    expect(clean).not.toMatch(/javascript|vbscript|data:/i);
    expect(clean).toContain('Offer');
  });

  it('removes event handlers, inline styles, iframes, forms, objects and style sheets', () => {
    const clean = sanitizeEditorHtml(
      '<img src="/images/items/mango.svg" alt="Mango" onerror="alert(1)" style="position:fixed"><iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example"><input name="otp"></form><object data="x.swf"></object><style>body{display:none}</style>' +
        '<p onclick="steal()">Sweet</p><svg onload="alert(1)"><circle r="4"/></svg>',
    );
    expect(clean).not.toMatch(/onerror|onclick|onload|style|<iframe|<form|<input|<object|<svg|alert/i);
    expect(clean).toContain('src="/images/items/mango.svg" alt="Mango"');
    expect(clean).toContain('<p>Sweet</p>');
  });

  it('drops images from other schemes (data:, javascript:) but keeps the shop’s own', () => {
    expect(sanitizeEditorHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).not.toContain('data:');
    expect(sanitizeEditorHtml('<img src="/images/banners/mango-season.svg" alt="">')).toContain(
      'src="/images/banners/mango-season.svg"',
    );
  });

  it('keeps what Markdown makes: headings, lists, tables, emphasis, safe links', () => {
    const html =
      '<h2 id="refunds">Refunds</h2><ul><li><strong>UPI</strong> in <em>5 days</em></li></ul>' +
      '<table><thead><tr><th>Paid with</th></tr></thead><tbody><tr><td>Card</td></tr></tbody></table>' +
      '<p><a href="/pages/contact">Contact</a> <a href="mailto:hello@farmcart.example">Mail</a> <a href="tel:+912040001234">Call</a></p>';
    expect(sanitizeEditorHtml(html)).toBe(html);
  });

  it('opens links to other sites in a new tab without handing over the page', () => {
    expect(sanitizeEditorHtml('<a href="https://wa.me/919800001234">WhatsApp</a>')).toBe(
      '<a href="https://wa.me/919800001234" target="_blank" rel="noopener noreferrer">WhatsApp</a>',
    );
    expect(sanitizeEditorHtml('<a href="/farm-visit" target="_blank">Book</a>')).toBe('<a href="/farm-visit">Book</a>');
  });
});
