// The few scripts that run inline in a page, before its first paint (a flash avoided, no request).
// Each is a constant, so its hash is known when the site is built: astro.config.mjs lists these
// hashes in the Content-Security-Policy, which lets exactly them run and no other inline script
// (docs/security.md). What varies from page to page goes beside a script as JSON in a
// `<script type="application/json">` element, which never runs, and never into the script's text.
// An `is:inline` script whose text is not one of these is refused by the browser (the end-to-end
// tests fail on any CSP violation).
import { CONSENT_COOKIE, GDPR_ACCEPTED, MOBILE_BREAKPOINT_PX, STORAGE_KEYS } from '../domain/constants.ts';

/**
 * §1/§2 An app page opened on a screen wider than 768 px (and not inside the landing's frame) is
 * replaced by the desktop landing, which shows this same page in its frame (DesktopRedirect.astro).
 */
export const DESKTOP_REDIRECT_SCRIPT = `(()=>{if(innerWidth>${MOBILE_BREAKPOINT_PX}&&self===top){const p=location.pathname+location.search;location.replace('/?view=desktop'+(p==='/'?'':'&app='+encodeURIComponent(p)))}})()`;

/** The id of the JSON element that carries the desktop landing script's settings (DesktopLandingScript.astro). */
export const DESKTOP_LANDING_CONFIG_ID = 'desktop-landing-config';

/**
 * The desktop landing's behaviour (DesktopLandingScript.astro explains it), reading its settings
 * (storage keys, the language cookie, the rendered language, the languages, the reload delay) from
 * the JSON element DESKTOP_LANDING_CONFIG_ID placed before it.
 */
export const DESKTOP_LANDING_SCRIPT = `(()=>{const c=JSON.parse(document.getElementById(${JSON.stringify(DESKTOP_LANDING_CONFIG_ID)}).textContent),d=document.documentElement,s=sessionStorage;
const openApp=()=>{d.dataset.appOpen='';try{s.setItem(c.open,'1')}catch{}const f=document.querySelector('iframe[name=app]');if(f){f.tabIndex=0}};
try{if(s.getItem(c.open))d.dataset.appOpen=''}catch{}
document.addEventListener('click',e=>{const t=e.target instanceof Element?e.target.closest('[data-use-app],[data-in-app]'):null;if(!t)return;openApp();if(t.matches('[data-use-app]'))document.querySelector('iframe[name=app]')?.focus();else scrollTo({top:0,behavior:'smooth'})});
document.addEventListener('DOMContentLoaded',()=>{if('appOpen' in d.dataset){const f=document.querySelector('iframe[name=app]');if(f)f.tabIndex=0}});
try{if(!s.getItem(c.reloaded)){s.setItem(c.reloaded,'1');const id=Number(localStorage.getItem(c.preferred)),l=c.languages.find(x=>x.id===id);
if(l&&l.id!==c.rendered){document.cookie=c.cookie+'='+encodeURIComponent(l.code)+';path=/;max-age=31536000;samesite=lax';addEventListener('load',()=>setTimeout(()=>location.reload(),c.delay))}}}catch{}})()`;

/** Makes room for the floating cart bar before the first paint when the device cart holds items (CartBarSlot.astro). */
export const CART_BAR_SCRIPT = `try{var c=JSON.parse(localStorage.getItem('cart')||'null');if(c&&c.lines&&c.lines.length)document.documentElement.classList.add('has-cart-bar')}catch(e){}`;

/**
 * §4 GDPR banner (GdprBanner.astro): accepts in place, and hides the banner (the element just before
 * the script) when the device accepted earlier or the page is in the desktop landing's frame.
 */
export const GDPR_BANNER_SCRIPT = `(()=>{const b=document.currentScript.previousElementSibling,k=${JSON.stringify(STORAGE_KEYS.gdprConsent)},v=${JSON.stringify(GDPR_ACCEPTED)},c=${JSON.stringify(`${CONSENT_COOKIE}=${GDPR_ACCEPTED};path=/;max-age=31536000;samesite=lax`)};const accept=()=>{try{localStorage.setItem(k,v)}catch{}document.cookie=c;b.remove()};if(self!==top){b.remove();return}try{if(localStorage.getItem(k)===v){accept();return}}catch{}b.querySelector('form').addEventListener('submit',e=>{e.preventDefault();accept()})})()`;

/**
 * The shop's colours as the database holds them, from a server island on a prerendered page
 * (LiveShopChrome.astro): the custom properties in the JSON element just before the script are
 * set on the page's root (through the CSSOM, which the policy does not restrict).
 */
export const SHOP_COLOURS_SCRIPT = `(()=>{const c=JSON.parse(document.currentScript.previousElementSibling.textContent);for(const k in c)document.documentElement.style.setProperty(k,c[k])})()`;

/** Every inline script a page may carry: the policy allows these by hash, and nothing else inline. */
export const INLINE_SCRIPTS: readonly string[] = [
  DESKTOP_REDIRECT_SCRIPT,
  DESKTOP_LANDING_SCRIPT,
  CART_BAR_SCRIPT,
  GDPR_BANNER_SCRIPT,
  SHOP_COLOURS_SCRIPT,
];
