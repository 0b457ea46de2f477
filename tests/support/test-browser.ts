// One browser for integration suites that follow a login or a logout across the storefront and the
// identity provider: it keeps each origin's cookies by name and path, lets them expire by its own
// clock, sends them where a browser would, and stands in for the request scope that `cookies()`
// reads in the storefront's route handlers (mock next/headers with `storefrontCookies`).
import { AsyncLocalStorage } from "node:async_hooks";

export interface BrowserCookie {
  origin: string;
  name: string;
  value: string;
  path: string;
  /** Epoch ms by the browser's clock; undefined for a cookie of the browsing session. */
  expiresAt?: number;
  httpOnly: boolean;
}

interface CookieOptions {
  path?: string;
  maxAge?: number;
  expires?: Date | number;
  httpOnly?: boolean;
}

const pathMatches = (cookiePath: string, requestPath: string) =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) &&
    (cookiePath.endsWith("/") || requestPath[cookiePath.length] === "/"));

const storefrontRequest = new AsyncLocalStorage<{ browser: TestBrowser; url: URL }>();

export class TestBrowser {
  private cookies: BrowserCookie[] = [];
  /** How far the browser's clock runs ahead of the real one: an hour later, for its cookies. */
  clockAheadMs = 0;

  constructor(readonly storefrontUrl: string) {}

  now(): number {
    return Date.now() + this.clockAheadMs;
  }

  /** The cookies a request to `url` carries, in the order they were set. */
  cookiesFor(url: URL): BrowserCookie[] {
    return this.cookies.filter(
      (cookie) =>
        cookie.origin === url.origin &&
        pathMatches(cookie.path, url.pathname) &&
        (cookie.expiresAt === undefined || cookie.expiresAt > this.now()),
    );
  }

  store(origin: string, name: string, value: string, options: CookieOptions = {}): void {
    const path = options.path ?? "/";
    this.cookies = this.cookies.filter(
      (cookie) => !(cookie.origin === origin && cookie.name === name && cookie.path === path),
    );
    const expiresAt =
      options.maxAge !== undefined
        ? this.now() + options.maxAge * 1000
        : options.expires !== undefined
          ? new Date(options.expires).getTime()
          : undefined;
    if (expiresAt !== undefined && expiresAt <= this.now()) return;
    this.cookies.push({
      origin,
      name,
      value,
      path,
      expiresAt,
      httpOnly: options.httpOnly ?? false,
    });
  }

  /** A request as the browser sends it (no redirect followed), keeping what it sets. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = this.cookiesFor(target)
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(target, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) this.receive(target, line);
    return response;
  }

  /** Follows the redirects within `url`'s origin; answers the last answer and where it points. */
  async follow(url: string | URL): Promise<{ response: Response; location?: URL }> {
    let target = new URL(url);
    for (let hop = 0; hop < 20; hop += 1) {
      const response = await this.fetch(target);
      const header = response.headers.get("location");
      if (!header) return { response };
      const location = new URL(header, target);
      if (location.origin !== target.origin) return { response, location };
      target = location;
    }
    throw new Error(`too many redirects from ${String(url)}`);
  }

  /** Runs `work` as the storefront's handling of a request to `path`, with this browser's cookies. */
  onStorefront<T>(path: string, work: () => Promise<T>): Promise<T> {
    return storefrontRequest.run({ browser: this, url: new URL(path, this.storefrontUrl) }, work);
  }

  private receive(url: URL, line: string): void {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const split = pair.indexOf("=");
    const options: CookieOptions = {};
    for (const attribute of attributes) {
      const [key = "", value = ""] = attribute.split("=");
      const name = key.toLowerCase();
      if (name === "path") options.path = value;
      else if (name === "max-age") options.maxAge = Number(value);
      else if (name === "expires") options.expires = Date.parse(value);
      else if (name === "httponly") options.httpOnly = true;
    }
    this.store(url.origin, pair.slice(0, split), pair.slice(split + 1), options);
  }
}

/** `cookies()` of next/headers for the request `onStorefront` is running. */
export function storefrontCookies() {
  const current = () => {
    const request = storefrontRequest.getStore();
    if (!request) throw new Error("cookies() read outside a storefront request");
    return request;
  };
  const live = () => {
    const { browser, url } = current();
    return browser.cookiesFor(url);
  };
  return {
    get(name: string) {
      const cookie = live().find((each) => each.name === name);
      return cookie ? { name, value: cookie.value } : undefined;
    },
    getAll() {
      return live().map(({ name, value }) => ({ name, value }));
    },
    has(name: string) {
      return live().some((each) => each.name === name);
    },
    set(name: string, value: string, options: CookieOptions = {}) {
      const { browser } = current();
      browser.store(new URL(browser.storefrontUrl).origin, name, value, options);
    },
    delete(cookie: string | { name: string; path?: string }) {
      const { browser } = current();
      const { name, path } = typeof cookie === "string" ? { name: cookie, path: "/" } : cookie;
      browser.store(new URL(browser.storefrontUrl).origin, name, "", { path, maxAge: 0 });
    },
  };
}
