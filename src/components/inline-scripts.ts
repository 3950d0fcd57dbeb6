// The few scripts that run inline in a page, before its first paint (a flash avoided, no request).
// Each is a constant, so its hash is known when the site is built: astro.config.mjs lists these
// hashes in the Content-Security-Policy, which lets exactly them run and no other inline script
// (docs/security.md). What varies from page to page goes beside a script as JSON in a
// `<script type="application/json">` element, which never runs, and never into the script's text.
// An `is:inline` script whose text is not one of these is refused by the browser (the end-to-end
// tests fail on any CSP violation).
import {
  ACTING_COOKIE,
  CONSENT_COOKIE,
  FIXED_HEADER_SCROLL_PX,
  GDPR_ACCEPTED,
  MOBILE_BREAKPOINT_PX,
  STORAGE_KEYS,
} from '../domain/constants.ts';
import { LOCATION_COOKIE } from '../domain/location-cookie.ts';

/**
 * §1/§2 An app page opened on a screen wider than 768 px (and not inside the landing's frame) is
 * replaced by the desktop landing, which shows this same page in its frame (DesktopRedirect.astro).
 * The width is asked of a media query: reading `innerWidth` in the head made the browser work out
 * the page's style and layout there and then, before the body had arrived (1–3 ms of every page's
 * parse on this machine). Not while staff hold a customer's session (the ACTING_COOKIE marker): the
 * counter taking a phone order on a tablet or a desk works in the app itself, not in a blurred frame.
 */
export const DESKTOP_REDIRECT_SCRIPT = `(()=>{if(self===top&&!/(^|; )${ACTING_COOKIE}=[^;]/.test(document.cookie)&&matchMedia('(min-width:${MOBILE_BREAKPOINT_PX + 1}px)').matches){const p=location.pathname+location.search;location.replace('/?view=desktop'+(p==='/'?'':'&app='+encodeURIComponent(p)))}})()`;

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
document.addEventListener('keydown',e=>{if(e.key!=='Escape')return;const m=document.querySelector('details.language-menu[open]');if(m){m.open=false;m.querySelector('summary')?.focus()}});
let moved=0;document.addEventListener('load',e=>{const f=e.target;if(!(f instanceof HTMLIFrameElement)||f.name!=='app'||!moved++)return;try{const l=f.contentWindow.location;if(l.origin!==location.origin||l.search.includes('view=desktop'))return;const p=l.pathname+l.search,u=new URL(location.href);if(p==='/')u.searchParams.delete('app');else u.searchParams.set('app',p);const b=u.pathname+u.search;const k=document.cookie.split('; ').find(x=>x.startsWith(c.cookie+'=')),n=k&&c.languages.find(x=>x.code===decodeURIComponent(k.slice(c.cookie.length+1)));if(n&&n.id!==c.rendered){location.replace(b);return}if(b===location.pathname+location.search)return;history.replaceState(history.state,'',b);for(const a of document.querySelectorAll('a[href^="/language?"]')){const h=new URL(a.href);h.searchParams.set('back',b);a.href=h.pathname+h.search}}catch{}},true);
try{if(!s.getItem(c.reloaded)){s.setItem(c.reloaded,'1');const id=Number(localStorage.getItem(c.preferred)),l=c.languages.find(x=>x.id===id);
if(l&&l.id!==c.rendered){document.cookie=c.cookie+'='+encodeURIComponent(l.code)+';path=/;max-age=31536000;samesite=lax';addEventListener('load',()=>setTimeout(()=>location.reload(),c.delay))}}}catch{}})()`;

/** Makes room for the floating cart bar before the first paint when the device cart holds items (CartBarSlot.astro). */
export const CART_BAR_SCRIPT = `try{var c=JSON.parse(localStorage.getItem('cart')||'null');if(c&&c.lines&&c.lines.length)document.documentElement.classList.add('has-cart-bar')}catch(e){}`;

/**
 * §1 userSelected: the home's location header names pickup when the device chose self-pickup
 * (LocationHeader.astro). The choice lives on the device only, so the page carries both words and
 * this marks the root before the header is painted.
 */
export const PICKUP_HEADER_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.userSelected)})==='"SELFPICKUP"')document.documentElement.classList.add('self-pickup')}catch(e){}`;

/**
 * §2 The location header's texts, filled from the `loc` cookie before the header is painted
 * (LocationHeader.astro, decision 0296): the address line as the link's title, the line cut short
 * and the tag, a preset in the page's words (`data-tags`). The cookie carries them ready made
 * (encodeLocationCookie), so one rendering of the page serves every customer of a delivery zone. A
 * cookie written before it carried the short line shows the whole line, cut by the header's CSS.
 */
export const LOCATION_HEADER_SCRIPT = `(()=>{try{const a=document.currentScript.previousElementSibling,m=/(?:^|;\\s*)${LOCATION_COOKIE}=([^;]*)/.exec(document.cookie);if(!m)return;const l=JSON.parse(decodeURIComponent(m[1])),n=JSON.parse(a.dataset.tags),line=l.house?l.house+', '+l.address:l.address;if(typeof line!=='string')return;a.title=line;a.querySelector('[data-address]').textContent=typeof l.short==='string'?l.short:line;a.querySelector('[data-tag]').textContent=Object.hasOwn(n,l.preset)?n[l.preset]:typeof l.tag==='string'&&l.tag.trim()?l.tag:''}catch(e){}})()`;

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
 * §4/§9 Fixed header after 100 px of scroll (FixedHeader.astro): past the threshold the header (the
 * element just before the script) gets the class `fixed`, and keeps its own height as a placeholder
 * so that nothing under it moves; back above it, it returns to the page's flow. The first check waits
 * for the load event (a page opened already scrolled, as history restores it, also gets scroll events):
 * reading scrollY while the page is still parsed, even in the next frame, forced a layout of the
 * half-built page, laid out again once the rest had come (28 ms on this machine with the CPU four
 * times slower, as Lighthouse's phone).
 */
export const FIXED_HEADER_SCRIPT = `(()=>{const s=document.currentScript.previousElementSibling,b=s.firstElementChild;let on=false;const check=()=>{const f=scrollY>${FIXED_HEADER_SCROLL_PX};if(f===on)return;on=f;s.style.height=f?b.offsetHeight+'px':'';s.classList.toggle('fixed',f)};addEventListener('scroll',check,{passive:true});addEventListener('load',check,{once:true})})()`;

/**
 * §4 GDPR banner's styles (GdprBanner.astro), written beside the banner only when it is shown, so a
 * customer who has answered it never receives them (decision 0210). Allowed by hash as the scripts are.
 */
export const GDPR_BANNER_STYLE = `.gdpr{display:flex;align-items:center;gap:12px;background:#1f2a23;color:#fff}.gdpr.top{padding:10px 12px 10px var(--pad)}.gdpr.corner{position:fixed;left:32px;bottom:24px;z-index:50;width:min(calc(100% - 64px),620px);padding:12px 12px 12px 16px;border-radius:14px;box-shadow:0 10px 30px rgb(0 0 0/25%)}.gdpr p{flex:1;margin:0;font-size:13px;line-height:1.4}.gdpr.corner p{font-size:14px}.gdpr a{color:#bfe8cc;font-weight:700}.gdpr form{margin:0}.gdpr .btn{min-height:44px;padding:0 18px;border-color:#fff;background:#fff;color:#1f2a23;font-size:15px}.gdpr .btn:hover{background:#e8f3ec;border-color:#e8f3ec}`;

/**
 * §2 An item page's row of several pictures (ItemPictures.astro, decision 0326), written beside the
 * row only when the item has more than one picture, so an item of one picture carries none of it.
 * The row snaps a picture at a time; a picture reached by its link keeps the page where it is (the
 * page above it is at most its top bar); the previous and next links are 44 px targets.
 */
export const ITEM_GALLERY_STYLE = `.item-pictures{display:flex;width:100%;height:100%;margin:0;padding:0;list-style:none;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:none;overscroll-behavior-x:contain}.item-pictures>li{position:relative;flex:0 0 100%;scroll-snap-align:center;scroll-margin-top:240px}.item-pictures a{position:absolute;top:50%;display:grid;place-items:center;width:44px;height:44px;margin-top:-22px;border-radius:50%;background:rgb(255 255 255/88%);box-shadow:0 1px 4px rgb(0 0 0/20%);color:#1d2520;font-size:28px;line-height:1;text-decoration:none}.item-pictures .previous{left:6px}.item-pictures .next{right:6px}`;

/** Every inline <style> of ours a page may carry (Astro hashes the stylesheets it writes itself). */
export const INLINE_STYLES: readonly string[] = [GDPR_BANNER_STYLE, ITEM_GALLERY_STYLE];

/** Every inline script a page may carry: the policy allows these by hash, and nothing else inline. */
/** Where the page-wide tasks are built (astro.config.mjs, `farmcart-page-tasks`): a fixed name, revalidated on each load. */
export const PAGE_TASKS_PATH = '/page-tasks.js';

/**
 * For a faster first paint (decision 0207): the account checks, the install offer, the version check, the service
 * worker and the manifest wait for the load event (src/client/page-tasks.ts), so no module script, worker
 * registration or manifest is fetched while the page is parsed. The
 * browser makes no install offer before the page tasks have named the manifest, so none comes before
 * their listener. Offline, the import fails quietly: none of these runs without the shop. The import
 * waits two frames after the load event: the first screen's largest picture, loaded by then, is drawn
 * in the frame after it, and the page tasks' requests (and the tab's icon they name) come after that
 * paint instead of racing it (decision 0211).
 */
export const PAGE_TASKS_SCRIPT = `addEventListener('load',()=>{requestAnimationFrame(()=>{requestAnimationFrame(()=>{setTimeout(()=>{import(${JSON.stringify(PAGE_TASKS_PATH)}).catch(()=>{})},0)})})},{once:true})`;

/**
 * The offline screen (prerendered, precached by the worker: it cannot know the customer's language
 * or the shop's texts) says what the device kept from the shop's last page: the shop's offline title
 * and subtitle and its action in the customer's language (STORAGE_KEYS.offlineTexts, kept by
 * src/client/version-check.ts). Placed right after the screen's <main>; without kept texts the
 * page's own (the built-in default texts) stay.
 */
export const OFFLINE_TEXTS_SCRIPT = `(()=>{try{const o=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.offlineTexts)})||'null'),m=document.currentScript.previousElementSibling;if(!o||!o.title)return;document.documentElement.lang=o.lang;m.querySelector('h1').textContent=o.title;m.querySelector('p').textContent=o.subtitle;m.querySelector('a').textContent=o.action;document.title=o.title+document.title.slice(document.title.indexOf(' ·'))}catch(e){}})()`;

/**
 * The sign-in screens' forms (AuthLayout: login, register, a forgotten password) are islands: a tap
 * on Login before the island's script has run would send the form the browser's way, with the phone
 * and password typed. The forms say `method="post"`, so nothing typed ever goes into an address; and
 * this script holds such an early submit and makes it again once the island has hydrated (React has
 * attached the form's handler), with what was typed (the forms take it over: useTypedValue).
 */
export const EARLY_SUBMIT_SCRIPT = `addEventListener('submit',e=>{const f=e.target,i=f instanceof HTMLFormElement&&f.closest('astro-island[ssr]');if(!i)return;e.preventDefault();if(i.dataset.heldSubmit)return;i.dataset.heldSubmit='1';const n=[...i.querySelectorAll('form')].indexOf(f);i.addEventListener('astro:hydrate',()=>{let t=0;const go=()=>{const g=i.querySelectorAll('form')[n];if(!g)return;if(Object.keys(g).some(k=>k.startsWith('__reactProps'))||++t>300){delete i.dataset.heldSubmit;g.requestSubmit()}else requestAnimationFrame(go)};go()},{once:true})},true)`;

export const INLINE_SCRIPTS: readonly string[] = [
  EARLY_SUBMIT_SCRIPT,
  OFFLINE_TEXTS_SCRIPT,
  PAGE_TASKS_SCRIPT,
  DESKTOP_REDIRECT_SCRIPT,
  DESKTOP_LANDING_SCRIPT,
  CART_BAR_SCRIPT,
  PICKUP_HEADER_SCRIPT,
  LOCATION_HEADER_SCRIPT,
  GDPR_BANNER_SCRIPT,
  SHOP_COLOURS_SCRIPT,
  FIXED_HEADER_SCRIPT,
];
