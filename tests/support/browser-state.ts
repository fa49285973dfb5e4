/**
 * Browser state for unit tests of the browser services, kept as a browser keeps it: a cookie jar
 * for one host (document.cookie's reads and writes) and a Web Storage area.
 */

export interface StoredCookie {
  name: string;
  value: string;
  /** null for a host-only cookie. */
  domain: string | null;
}

/** A cookie jar for one host: what document.cookie reads and writes. */
export class CookieJar {
  readonly cookies: StoredCookie[] = [];
  readonly host: string;

  constructor(host: string) {
    this.host = host;
  }

  private covers(domain: string): boolean {
    return this.host === domain || this.host.endsWith(`.${domain}`);
  }

  get header(): string {
    return this.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  /** One `document.cookie = ...` write: `name=value; max-age=N; path=/; domain=D`. */
  write(text: string): void {
    const [pair = '', ...attributes] = text.split(/;\s*/);
    const [name = '', value = ''] = pair.split('=');
    const attribute = (key: string) =>
      attributes.find((entry) => entry.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const domain = attribute('domain')?.replace(/^\./, '') ?? null;
    // A browser ignores a cookie for a domain that is not this host or one of its parents.
    if (domain !== null && !this.covers(domain)) return;
    const index = this.cookies.findIndex((cookie) => cookie.name === name && cookie.domain === domain);
    if (index !== -1) this.cookies.splice(index, 1);
    if (attribute('max-age') !== '0') this.cookies.push({ name, value, domain });
  }
}

/** A Web Storage area (localStorage) in memory; `broken` makes every call throw, as storage does when a browser turns it off. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  broken = false;

  private check(): void {
    if (this.broken) throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  getItem(key: string): string | null {
    this.check();
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.check();
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.check();
    this.items.delete(key);
  }
}
