// The few scripts that run inline in a page, before its first paint (a flash avoided, no request).
// Each is a constant, so its hash is known when the site is built: astro.config.mjs lists these
// hashes in the Content-Security-Policy, which lets exactly them run and no other inline script
// (docs/security.md). What varies from page to page goes beside a script as JSON in a
// `<script type="application/json">` element, which never runs, and never into the script's text.
// An `is:inline` script whose text is not one of these is refused by the browser (the end-to-end
// tests fail on any CSP violation).
import {
  CONSENT_COOKIE,
  FIXED_HEADER_SCROLL_PX,
  GDPR_ACCEPTED,
  MOBILE_BREAKPOINT_PX,
  STORAGE_KEYS,
} from '../domain/constants.ts';
import { ACTING_COOKIE } from '../domain/staff.ts';

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
const openApp=()=>{d.dataset.appOpen='';try{s.setItem(c.open,'1')}catch{}};
try{if(s.getItem(c.open))d.dataset.appOpen=''}catch{}
document.addEventListener('click',e=>{const t=e.target instanceof Element?e.target.closest('[data-use-app],[data-in-app]'):null;if(!t)return;openApp();if(t.matches('[data-use-app]'))document.querySelector('iframe[name=app]')?.focus();else scrollTo({top:0,behavior:'smooth'})});
document.addEventListener('focusin',e=>{if(e.target instanceof HTMLIFrameElement&&e.target.name==='app')openApp()});
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
 * The shop's colours as the database holds them, on an editors' page whose frame has the seed's
 * (LiveShopChrome.astro, in a campaign's or recipe's shelf): the custom properties in the JSON element just before the script are
 * set on the page's root (through the CSSOM, which the policy does not restrict).
 */
export const SHOP_COLOURS_SCRIPT = `(()=>{const c=JSON.parse(document.currentScript.previousElementSibling.textContent);for(const k in c)document.documentElement.style.setProperty(k,c[k])})()`;

/**
 * Issue 17: the banner of a customer session a staff member holds (call-and-order: "Ordering for
 * {name}"; an admin signed in as a customer: "Signed in as {name} (impersonated by staff)"), on
 * every page, from the readable ACTING_COOKIE (its kind and the customer's name; the session
 * decides everything else). Its button ends that session and goes back to the console.
 */
export const ACTING_BANNER_SCRIPT = `(()=>{const p=${JSON.stringify(`${ACTING_COOKIE}=`)},m=document.cookie.split('; ').find(c=>c.startsWith(p));if(!m||m.length===p.length)return;let v;try{v=decodeURIComponent(m.slice(p.length))}catch{return}const i=v.indexOf('|');if(i<1)return;const k=v.slice(0,i),n=v.slice(i+1),imp=k==='impersonation';
const b=document.createElement('div');b.setAttribute('role','region');b.setAttribute('aria-label','Staff session');b.style.cssText='position:sticky;top:0;z-index:1000;display:flex;gap:12px;align-items:center;justify-content:space-between;padding:6px 16px;background:#7a4b00;color:#fff;font-weight:700;font-size:15px';
const t=document.createElement('span');t.textContent=(imp?'Signed in as ':'Ordering for ')+n+(imp?' (impersonated by staff)':'');
const e=document.createElement('button');e.type='button';e.textContent=imp?'End':'Done';e.style.cssText='min-height:44px;padding:0 16px;border-radius:8px;border:2px solid #fff;background:transparent;color:#fff;font:inherit;font-weight:700;cursor:pointer';
e.addEventListener('click',async()=>{e.disabled=true;try{await fetch('/api/end-acting-session',{method:'POST',headers:{'content-type':'application/json'},credentials:'same-origin',body:'{}'})}catch{}document.cookie=p+'; path=/; max-age=0; samesite=lax';for(const s of ${JSON.stringify(['user', 'cart', 'appliedCoupon'])})try{localStorage.removeItem(s)}catch{}location.assign(imp?'/auth/login-as-customer':'/staff/call-order')});
b.append(t,e);document.body.prepend(b)})()`;

/**
 * §4/§9 Fixed header after 100 px of scroll (FixedHeader.astro): past the threshold the header (the
 * element just before the script) gets the class `fixed`, and keeps its own height as a placeholder
 * so that nothing under it moves; back above it, it returns to the page's flow. The first check waits
 * for the next frame: reading scrollY while the page is still parsed forced a layout of the half-built
 * page (an 11 ms task on this machine, before Lighthouse's 4x slowdown; issue 15).
 */
export const FIXED_HEADER_SCRIPT = `(()=>{const s=document.currentScript.previousElementSibling,b=s.firstElementChild;let on=false;const check=()=>{const f=scrollY>${FIXED_HEADER_SCROLL_PX};if(f===on)return;on=f;s.style.height=f?b.offsetHeight+'px':'';s.classList.toggle('fixed',f)};addEventListener('scroll',check,{passive:true});requestAnimationFrame(check)})()`;

/** Every inline script a page may carry: the policy allows these by hash, and nothing else inline. */
/** Where the page-wide tasks are built (astro.config.mjs, `farmcart-page-tasks`): a fixed name, revalidated on each load. */
export const PAGE_TASKS_PATH = '/page-tasks.js';

/**
 * Issue 15, "Faster first paint": the account checks, the install offer, the version check, the service
 * worker and the manifest wait for the load event (src/client/page-tasks.ts), where three module scripts,
 * the worker's registration script and the manifest used to be fetched while the page was parsed. The
 * browser makes no install offer before the page tasks have named the manifest, so none comes before
 * their listener. Offline, the import fails quietly: none of these runs without the shop.
 */
export const PAGE_TASKS_SCRIPT = `addEventListener('load',()=>{import(${JSON.stringify(PAGE_TASKS_PATH)}).catch(()=>{})},{once:true})`;

export const INLINE_SCRIPTS: readonly string[] = [
  PAGE_TASKS_SCRIPT,
  ACTING_BANNER_SCRIPT,
  DESKTOP_REDIRECT_SCRIPT,
  DESKTOP_LANDING_SCRIPT,
  CART_BAR_SCRIPT,
  GDPR_BANNER_SCRIPT,
  SHOP_COLOURS_SCRIPT,
  FIXED_HEADER_SCRIPT,
];
