// A device for the nanostores of src/stores to run on in Node (no jsdom here): nanostores' own
// test engine stands in for localStorage, so what a store persists is read back by key as the
// browser would hold it (strings under the spec's key names); tiny stand-ins play sessionStorage,
// document.cookie and the settings element of the page, and fetch answers as the API would.
// A persistent store reads the device when its module is created: freshDevice() empties the
// device (or fills it with what it `holds`) and forgets the store modules, so each test imports
// fresh stores onto its own device.
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine as installTestStorageEngine,
} from '@nanostores/persistent';
import { vi } from 'vitest';

class MemoryStorage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  clear(): void {
    this.#items.clear();
  }
}

/** document.cookie as a page sees it: 'a=1; b=2' to read; one cookie with attributes to write, max-age=0 deletes. */
class PageDocument {
  readonly #cookies = new Map<string, string>();
  /** Every cookie as it was written, attributes included. */
  readonly written: string[] = [];
  readonly #settingsJson: string | null;
  constructor(settingsJson: string | null) {
    this.#settingsJson = settingsJson;
  }

  get cookie(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(text: string) {
    this.written.push(text);
    const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
    const split = pair.indexOf('=');
    const name = pair.slice(0, split);
    if (attributes.some((attribute) => attribute.toLowerCase() === 'max-age=0')) this.#cookies.delete(name);
    else this.#cookies.set(name, pair.slice(split + 1));
  }
  /** The page's settings element, which src/stores/settings.ts reads once. */
  getElementById(id: string): { textContent: string } | null {
    return id === 'shop-texts' && this.#settingsJson !== null ? { textContent: this.#settingsJson } : null;
  }
}

export interface Device {
  /** What localStorage holds now, key → the stored text. */
  persisted(): Record<string, string>;
  /** What localStorage holds under `key`, decoded as JSON (undefined when nothing is stored). */
  stored(key: string): unknown;
  document: PageDocument;
  sessionStorage: MemoryStorage;
  /** The API calls made, path and body, answered by `answer`. */
  calls: { path: string; body: unknown }[];
}

export type ApiAnswer = (path: string, body: unknown) => { status: number; json: unknown };

/** A fresh device holding `holds` in localStorage (and the page's settings JSON, if any); store modules are reloaded. */
export function freshDevice(
  options: { holds?: Record<string, string>; settingsJson?: string | null; answer?: ApiAnswer } = {},
): Device {
  installTestStorageEngine();
  cleanTestStorage();
  for (const [key, value] of Object.entries(options.holds ?? {})) setTestStorageKey(key, value);
  const document = new PageDocument(options.settingsJson ?? null);
  const sessionStorage = new MemoryStorage();
  const calls: Device['calls'] = [];
  const answer = options.answer ?? (() => ({ status: 500, json: { error: { code: 'internal', message: 'no API' } } }));
  vi.stubGlobal('document', document);
  vi.stubGlobal('sessionStorage', sessionStorage);
  vi.stubGlobal('fetch', async (url: string, init: { body?: string }) => {
    const path = url.replace(/^\/api\//, '');
    const body: unknown = JSON.parse(init.body ?? 'null');
    calls.push({ path, body });
    const { status, json } = answer(path, body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.resetModules();
  const persisted = () => ({ ...(getTestStorage() as Record<string, string>) });
  return {
    persisted,
    stored: (key) => {
      const text = persisted()[key];
      return text === undefined ? undefined : JSON.parse(text);
    },
    document,
    sessionStorage,
    calls,
  };
}
